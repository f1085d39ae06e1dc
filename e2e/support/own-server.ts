import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A server of the test's own on `port`, over a fresh data directory and with extra environment
 * (a copy of the build, an unreachable provider): for cases the shared server must not see.
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'feastforge-own-'));
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        () =>
          fetch(`${url}/api/openapi.json`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, dataDir, stop };
}

/** A port per parallel worker, clear of the shared server's. */
export function ownPort(offset: number, workerIndex: number): number {
  return Number(process.env['E2E_PORT'] ?? 4173) + offset + workerIndex;
}
