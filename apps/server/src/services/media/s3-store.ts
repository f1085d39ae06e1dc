import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isMediaPath, type MediaEntry, type MediaStore } from './store.ts';

/** What an S3-compatible bucket needs (the `S3_*` variables). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path (`https://host/bucket/key`), as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
}

/** S3 deletes at most this many keys in one request. */
const DELETE_BATCH = 1000;

const absent = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'));

/**
 * Objects in an S3-compatible bucket, keyed by their path under /media. A put is whole by the
 * protocol; an object's `LastModified` is its age for the orphan sweep (a bucket cannot be told
 * another, so `createdAt` is ignored). Without keys in the settings the SDK's own chain
 * (environment, instance role) signs the requests.
 *
 * @example
 * const media = s3MediaStore({ bucket: 'feastforge-media', region: 'eu-west-1', forcePathStyle: false })
 */
export function s3MediaStore(settings: S3Settings): MediaStore {
  const options: S3ClientConfig = { region: settings.region, forcePathStyle: settings.forcePathStyle };
  if (settings.endpoint) options.endpoint = settings.endpoint;
  if (settings.accessKeyId && settings.secretAccessKey) {
    options.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }
  const s3 = new S3Client(options);
  const Bucket = settings.bucket;
  const key = (path: string) => {
    if (!isMediaPath(path)) throw new Error(`Not a media path: '${path}'`);
    return path;
  };
  return {
    kind: 's3',
    async put(path, body) {
      await s3.send(new PutObjectCommand({ Bucket, Key: key(path), Body: body, ContentType: contentTypeOf(path) }));
    },
    async get(path) {
      if (!isMediaPath(path)) return null;
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: path }));
        if (!object.Body) return null;
        const body = Buffer.from(await object.Body.transformToByteArray());
        return { body, contentType: object.ContentType ?? contentTypeOf(path), size: body.length };
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },
    async has(path) {
      if (!isMediaPath(path)) return false;
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: path }));
        return true;
      } catch (error) {
        if (absent(error)) return false;
        throw error;
      }
    },
    async delete(paths) {
      for (let start = 0; start < paths.length; start += DELETE_BATCH) {
        const batch = paths.slice(start, start + DELETE_BATCH).map((path) => ({ Key: key(path) }));
        await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    },
    async list(folder, namePrefix = '') {
      const prefix = `${folder}/`;
      const entries: MediaEntry[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix + namePrefix, Delimiter: '/', ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          entries.push({ name: object.Key.slice(prefix.length), createdAt: object.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return entries;
    },
  };
}
