import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from './testing/builders.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The real server process (tsx, as `npm start` runs it), once it answers ready. */
async function startServer() {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'feastforge-shutdown-'));
  const output: string[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, VITEST: '', NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 150) throw new Error(`the server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, url, exited, output };
}

/**
 * A sign-in whose body arrives in two parts: the request is in flight from the first byte until
 * `finish()` sends the rest. Answers the status and body the server sent.
 */
function slowLogin(port: number, email: string) {
  const body = JSON.stringify({ email, password: GOOD_PASSWORD });
  const half = Math.floor(body.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { answered, finish: () => req.end(body.slice(half)) };
}

describe('stopping the server with SIGTERM', () => {
  it('finishes a request in flight, ends live streams, then exits 0; new connections are refused', async () => {
    const { port, url, exited, output } = await startServer();
    const email = `stopper-${Date.now()}@example.com`;
    const signUp = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    expect(signUp.status).toBe(201);
    const { accessToken } = (await signUp.json()) as { accessToken: string };
    const pass = await fetch(`${url}/api/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { ticket } = (await pass.json()) as { ticket: string };
    const stream = await fetch(`${url}/api/events?ticket=${encodeURIComponent(ticket)}`);
    expect(stream.status).toBe(200);
    const streamText = stream.text();

    const inFlight = slowLogin(port, email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    child?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The server no longer takes connections, but the request it had still gets its answer.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('accessToken');
    // The live stream was ended rather than left to hold the shutdown.
    expect(await streamText).toContain('event: ready');
    expect(await exited, output.join('')).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const steps = output
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; step?: string })
      .filter((line) => line.msg === 'shutdown step done')
      .map((line) => line.step);
    expect(steps).toEqual([
      'stop timers',
      'finish requests in flight',
      'finish or release claimed jobs',
      'finish background work',
      'stop the live relay',
      'close the database',
    ]);
  }, 60_000);
});
