import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The bucket the local server starts with. */
export const TEST_BUCKET = 'feastforge-media';

/**
 * A local S3-compatible server (s3rver, files in a temporary folder, no network beyond 127.0.0.1)
 * with one empty bucket, and the `S3_*` variables that point an app at it.
 *
 * @example
 * const s3 = await startS3Server()
 * const t = await createTestApp(s3.env)
 * await s3.close()
 */
export async function startS3Server() {
  const directory = mkdtempSync(join(tmpdir(), 'ff-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: TEST_BUCKET,
    S3_REGION: 'us-east-1',
    // s3rver's fixed keys: it checks every request's signature against them.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  return {
    env,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
