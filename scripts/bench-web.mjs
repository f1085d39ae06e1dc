// `npm run bench:web`: Lighthouse with its mobile defaults (a mid-range phone on simulated slow 4G)
// against the production build served by the real server, over a throwaway data directory: `/`,
// `/wizard`, `/how-it-works`, `/gallery` and a recipe page, with RECIPES (12) recipes the script
// conjures and publishes through the API first, so the home carousel, its latest cards and the
// Feast Hall are measured full. Each page runs BENCH_RUNS times (3), each in a fresh Chromium profile; the median run is
// Lighthouse's own pick. Prints the scores and metrics, then what each page fails. Targets:
// Performance ≥ 95, every other category 100 (BENCH_WEB_STRICT=1 exits 1 when one is missed).
// BENCH_PAGES (comma-separated, as printed: `/wizard,/recipe/{id}`) audits only those pages.
// The median reports land in .bench/lighthouse/ for the Lighthouse viewer. FCP, LCP and bytes are
// simulated from the network log and hold steady; TBT (and so Performance) moves with the machine's
// load, which is why a page gets several runs.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { root, startAppServer } from './lib/app-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// More than the carousel's 10, so / and /gallery are measured as a visitor finds them.
const RECIPES = 12;
const STRICT = process.env.BENCH_WEB_STRICT === '1';
// BENCH_PAGES='/wizard,/recipe/{id}' audits only those.
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
const port = Number(process.env.BENCH_PORT ?? 4391);
const reportDir = join(root, '.bench/lighthouse');
const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
// Audits whose score is not a pass or a fail.
const UNSCORED = new Set(['informative', 'notApplicable', 'manual', 'error']);
const TOP_OPPORTUNITIES = 6;

const started = performance.now();
if (!existsSync(join(root, 'dist/web/index.html')) || process.env.BENCH_BUILD === '1') {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const app = await startAppServer(port);
const results = [];
try {
  const [recipeId] = await publishedRecipes(app.url, RECIPES);
  console.info(`Published ${RECIPES} recipes; audited: /recipe/${recipeId}`);
  const pages = [
    ...['/', '/wizard', '/how-it-works', '/gallery'].map((path) => [path, path]),
    ['/recipe/{id}', `/recipe/${recipeId}`],
  ].filter(([path]) => ONLY.length === 0 || ONLY.includes(path));
  for (const [path, address] of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${app.url}${address}`));
    const lhr = medianRun(runs);
    results.push({ path, lhr });
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${slug(path)}.report.json`), JSON.stringify(lhr));
    console.info(`${path}: performance ${runs.map((r) => score(r, 'performance')).join(', ')} in ${runs.length} runs`);
  }
} finally {
  app.stop();
}

console.info(`\nLighthouse ${results[0].lhr.lighthouseVersion}, mobile defaults, median of ${RUNS} runs:\n`);
printTable(results.map(({ path, lhr }) => row(path, lhr)));
for (const { path, lhr } of results) printFindings(path, lhr);

const missed = results.filter(({ lhr }) => CATEGORIES.some((id) => score(lhr, id) < TARGETS[id]));
console.info(
  missed.length === 0
    ? '\nWithin targets (Performance ≥ 95, every other category 100).'
    : `\nOUTSIDE TARGETS (Performance ≥ 95, every other category 100): ${missed.map((r) => r.path).join(', ')}.`,
);
console.info(`Reports: ${reportDir}. Bench took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (STRICT && missed.length > 0) process.exitCode = 1;

/**
 * Registers a user, conjures `count` recipes with varied choices and publishes them, as the web
 * client would; answers their ids, newest first.
 */
async function publishedRecipes(base, count) {
  const call = async (method, path, body, token) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const email = `bench-${Date.now()}@example.com`;
  const { accessToken } = await call('POST', '/api/auth/register', { email, password: 'Cauldron-Stew-42' });
  const themes = ['mystic-forest', 'dragons-lair', 'coastal-cove'];
  const types = ['main', 'dessert', 'breakfast', 'starter'];
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const choices = {
      theme: themes[i % themes.length],
      characterClass: 'druid',
      recipeType: types[i % types.length],
      partySize: 4,
    };
    const { recipe } = await call(
      'POST',
      '/api/recipes/generate',
      { ...choices, idempotencyKey: randomUUID() },
      accessToken,
    );
    await call('PATCH', `/api/recipes/${recipe.id}`, { isPublished: true }, accessToken);
    ids.unshift(recipe.id);
  }
  return ids;
}

/**
 * One Lighthouse run (default config: mobile, simulated throttling) in a Chromium of its own. A
 * failed trace (NO_NAVSTART and the like, seen on a busy machine) is retried, as Lighthouse advises.
 */
async function audit(url, attempts = 3) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let lhr;
  try {
    lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }))?.lhr;
  } finally {
    await chrome.kill();
  }
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!lhr.runtimeError) return lhr;
  if (attempts <= 1) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  console.info(`${url}: ${lhr.runtimeError.code}, running again`);
  return audit(url, attempts - 1);
}

/** Lighthouse's median (closest to the median FCP and TTI); by performance score if a run lacks those. */
function medianRun(runs) {
  try {
    return computeMedianRun(runs);
  } catch {
    return [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs.length / 2)];
  }
}

function score(lhr, category) {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function row(path, lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    page: path,
    Performance: score(lhr, 'performance'),
    Accessibility: score(lhr, 'accessibility'),
    'Best Practices': score(lhr, 'best-practices'),
    SEO: score(lhr, 'seo'),
    FCP: `${(numeric('first-contentful-paint') / 1000).toFixed(1)} s`,
    LCP: `${(numeric('largest-contentful-paint') / 1000).toFixed(1)} s`,
    TBT: `${numeric('total-blocking-time').toFixed(0)} ms`,
    CLS: numeric('cumulative-layout-shift').toFixed(3),
    'JS transferred': `${(scriptBytes(lhr) / 1024).toFixed(1)} KB`,
  };
}

/** Bytes of script on the wire (headers included), from the network log of the run. */
function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((r) => String(r[column]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.info(line(columns));
  console.info(line(widths.map((width) => '-'.repeat(width))));
  for (const r of rows) console.info(line(columns.map((column) => r[column])));
}

/** What an engineer would fix: failed audits of the scored categories, then the biggest perf savings. */
function printFindings(path, lhr) {
  console.info(`\n${path}`);
  for (const id of CATEGORIES.slice(1)) {
    const failed = lhr.categories[id].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1 && !UNSCORED.has(a.scoreDisplayMode));
    console.info(`  ${lhr.categories[id].title}: ${failed.length ? '' : 'nothing failed'}`.trimEnd());
    for (const a of failed) printAudit(a, lhr);
  }
  const opportunities = lhr.categories.performance.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && !UNSCORED.has(a.scoreDisplayMode))
    .map((a) => ({ audit: a, savingsMs: savedMs(a) }))
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, TOP_OPPORTUNITIES);
  console.info(`  Performance, top opportunities:${opportunities.length ? '' : ' none'}`);
  for (const { audit: a, savingsMs } of opportunities) printAudit(a, lhr, savingsMs);
}

/** One failed audit and its first few offenders (elements, files, robots.txt lines...). */
function printAudit(audit, lhr, savingsMs = 0) {
  const value = audit.displayValue ? `: ${audit.displayValue}` : '';
  const saving = savingsMs > 0 ? `; est. ${savingsMs.toFixed(0)} ms` : '';
  console.info(`    - ${audit.id} (${audit.title}${value}${saving})`);
  // A list (the LCP element's audit) holds tables; its first names the element.
  const details = audit.details?.type === 'list' ? audit.details.items[0] : audit.details;
  const items = details?.items ?? [];
  for (const item of items.slice(0, 3)) {
    const text = describe(item).replaceAll(new URL(lhr.finalDisplayedUrl).origin, '').replace(/\s+/g, ' ');
    console.info(`        ${text.slice(0, 140)}`);
  }
}

function describe(item) {
  const ms = (value) => `${Math.round(value)} ms`;
  if (item.node) return `${item.node.selector}${item.node.nodeLabel ? ` "${item.node.nodeLabel}"` : ''}`;
  if (item.issueType) return item.issueType;
  if (item.message) {
    const where = item.index ? `line ${item.index}: ` : '';
    return `${where}${item.message}${item.line ? ` (${item.line})` : ''}`;
  }
  if (item.groupLabel) return `${item.groupLabel}: ${ms(item.duration)}`;
  if (item.description) return item.description;
  if (typeof item.url === 'string') {
    const wasted = item.wastedBytes ? `, ${(item.wastedBytes / 1024).toFixed(0)} KiB to save` : '';
    const time = item.wastedMs ? `, ${ms(item.wastedMs)}` : item.total ? `, ${ms(item.total)}` : '';
    return `${item.url}${wasted}${time}`;
  }
  return JSON.stringify(item);
}

/** The estimated time an audit's fix saves: the opportunity's own figure, else its largest metric saving. */
function savedMs(audit) {
  const metricSavings = Object.entries(audit.metricSavings ?? {})
    .filter(([metric]) => metric !== 'CLS')
    .map(([, ms]) => ms);
  return audit.details?.overallSavingsMs ?? Math.max(0, ...metricSavings);
}

function slug(path) {
  return path === '/' ? 'home' : path.slice(1).replace('/{id}', '');
}
