// `npm run test:e2e`: builds the production bundle, finds a Chromium (CHROMIUM_PATH, Debian's
// /usr/bin/chromium, or Playwright's own, installed when neither exists), then runs Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (cmd, args, env = process.env) => {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const chromium = candidates.find((path) => existsSync(path));
const env = { ...process.env };
if (chromium) {
  env.CHROMIUM_PATH = chromium;
} else {
  console.info("No system Chromium found; installing Playwright's own.");
  run('npx', ['playwright', 'install', 'chromium']);
  delete env.CHROMIUM_PATH;
}

if (process.env.E2E_SKIP_BUILD !== '1') run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], env);
