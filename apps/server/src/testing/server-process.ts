import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `npm start` runs. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The production server as `npm start` runs it: plain JavaScript, no TypeScript loader. */
export const builtServer = join(repoRoot, 'dist/server/main.js');

/**
 * Bundles the server (scripts/build-server.mjs) into `outdir` under the repository, once per call;
 * throws with esbuild's output when it fails.
 */
export function buildServerBundle(outdir = 'dist/server'): string {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import('./scripts/build-server.mjs').then((m) => m.buildServer({ outdir: ${JSON.stringify(outdir)} }))`,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`the server build failed:\n${run.stderr}`);
  return join(repoRoot, outdir, 'main.js');
}

/** One running server process, its address and what it printed. */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Sends `signal` (SIGTERM unless told) and resolves once the process has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface ServerProcessOptions {
  port: number;
  /** Variables on top of production defaults (NODE_ENV, PORT, DATA_DIR, PUBLIC_URL). */
  env?: Record<string, string>;
  /** The entry to run with `node` (the built server unless told). */
  entry?: string;
  /** How long to wait for the first answer. */
  startTimeoutMs?: number;
}

/**
 * Starts a real server process on `port` over a fresh `DATA_DIR` of its own and resolves once it
 * answers HTTP; `stop()` ends it and removes the data directory.
 *
 * @example
 * const a = await startServerProcess({ port: 4410, env: { DATABASE_URL } }); await a.stop()
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const entry = options.entry ?? builtServer;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build:server\``);
  const url = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ff-process-'));
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: dataDir,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      WEB_DIST: join(repoRoot, 'dist/web'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!gone) child.kill(signal);
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (gone) break;
    try {
      if ((await fetch(`${url}/api/openapi.json`)).ok) {
        return { url, port: options.port, dataDir, child, output: () => printed, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop('SIGKILL');
  throw new Error(`the server on port ${options.port} did not start:\n${printed}`);
}
