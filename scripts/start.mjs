// `npm start`: builds the web app if it has not been built yet and the server (plain JavaScript in
// dist/server, a fraction of a second), then serves everything from one Node process on one port
// (API under /api, the SPA for every other route, /sw.js). A production install without the
// development packages (the Docker image) runs the server it was built with; nothing loads
// TypeScript at run time.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// vite.config.ts builds into the same WEB_DIST the server serves from.
const webDist = resolve(root, process.env.WEB_DIST ?? 'dist/web');

// A build from before server rendering has no renderer (web-ssr): build again.
if (!existsSync(resolve(webDist, 'index.html')) || !existsSync(resolve(webDist, '..', 'web-ssr', 'entry-server.js'))) {
  console.info('Building the web app (first start)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverMain = resolve(root, 'dist/server/main.js');
let esbuildPresent = true;
try {
  await import('esbuild');
} catch {
  esbuildPresent = false;
}
if (esbuildPresent) {
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
} else if (!existsSync(serverMain)) {
  console.error('dist/server/main.js is missing and esbuild is not installed: run `npm run build:server` first.');
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
