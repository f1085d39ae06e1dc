import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config.ts';

/** The server's push identity (VAPID, RFC 8292): browsers subscribe with the public key. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A `mailto:` or `https:` address push services may contact about our messages. */
  subject: string;
}

type VapidConfig = Pick<Config, 'DATA_DIR' | 'MAIL_FROM' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>;

/** Where the generated keys are kept when the environment sets none. */
export function vapidKeyFilePath(config: Pick<Config, 'DATA_DIR'>): string {
  return resolve(join(config.DATA_DIR, 'vapid.json'));
}

/**
 * The VAPID keys: `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` when set, otherwise a pair generated
 * on first start and kept in `$DATA_DIR/vapid.json` (mode 0600). Like the access-token key (ADR
 * 011) it stays out of the database: with it and the subscriptions stored there, a dump could
 * send notifications to every subscriber.
 *
 * @example
 * const vapid = await loadVapidKeys(config) // vapid.publicKey for GET /api/push/public-key
 */
export async function loadVapidKeys(config: VapidConfig): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? defaultSubject(config.MAIL_FROM);
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if (publicKey && privateKey) return checked({ publicKey, privateKey, subject });
  if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  const path = vapidKeyFilePath(config);
  if (!(await exists(path))) await createKeyFile(path, JSON.stringify(webPush.generateVAPIDKeys()));
  const info = await stat(path);
  if (process.platform !== 'win32' && (info.mode & 0o077) !== 0) {
    throw new Error(`The VAPID key file ${path} is open to other users: run \`chmod 600 ${path}\`.`);
  }
  const stored = JSON.parse(await readFile(path, 'utf8')) as { publicKey: string; privateKey: string };
  return checked({ ...stored, subject });
}

/** web-push refuses malformed keys and subjects only when sending; refuse them at start instead. */
function checked(keys: VapidKeys): VapidKeys {
  webPush.getVapidHeaders('https://push.example', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  return keys;
}

/** The sender address of our emails, as a `mailto:` VAPID subject. */
function defaultSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    (error: unknown) => ((error as { code?: string }).code === 'ENOENT' ? false : Promise.reject(error)),
  );
}

/**
 * Written in full to a private temporary file, then linked into place: linking fails when the
 * file exists, so of two servers starting at once one pair wins and none reads half a file.
 */
async function createKeyFile(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${randomUUID()}.tmp`;
  await writeFile(temp, content, { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, path);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp);
  }
}
