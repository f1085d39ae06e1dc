import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { loadVapidKeys, vapidKeyFilePath } from './vapid-keys.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ff-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadVapidKeys', () => {
  it('generates a pair on first start, keeps it in a private file, and every later start reads the same', async () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const [a, b] = await Promise.all([loadVapidKeys(config), loadVapidKeys(config)]);
    expect(b).toEqual(a);
    expect(await loadVapidKeys(config)).toEqual(a);
    expect(a.subject).toBe('mailto:no-reply@feastforge.app');
    if (process.platform !== 'win32') expect(statSync(vapidKeyFilePath(config)).mode & 0o777).toBe(0o600);
  });

  it('uses the keys and subject from the environment when set', async () => {
    const keys = webPush.generateVAPIDKeys();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://feastforge.example',
    });
    expect(await loadVapidKeys(config)).toEqual({ ...keys, subject: 'https://feastforge.example' });
  });

  it('refuses half a pair, a malformed key and a subject that is not mailto: or https:', async () => {
    const keys = webPush.generateVAPIDKeys();
    await expect(loadVapidKeys(loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: keys.publicKey }))).rejects.toThrow(
      /both/,
    );
    await expect(
      loadVapidKeys(loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })),
    ).rejects.toThrow();
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://feastforge.example' })).toThrow(/VAPID_SUBJECT/);
  });
});
