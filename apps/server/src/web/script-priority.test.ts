import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from './page-renderer.ts';
import { scriptsAfterFirstPaint } from './script-priority.ts';
import { webRoutes } from './spa.ts';

// The head of a built index.html, as Vite and the stylesheet-first step write it.
const HEAD = [
  '<script>document.documentElement.classList.add("js")</script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
  '<script type="module" crossorigin src="/assets/index-b.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-dom-c.js">',
  '<link rel="manifest" href="/manifest.webmanifest">',
].join('\n');
const SHELL = `<!doctype html><html><head><title>Feastforge</title>${HEAD}</head><body><div id="root"></div></body></html>`;

describe('scriptsAfterFirstPaint', () => {
  it('puts one inline module in place of the entry script and its preloads, started after the first paint', () => {
    const html = scriptsAfterFirstPaint(HEAD);
    expect(html).not.toContain('src="/assets/index-b.js"');
    expect(html).not.toContain('rel="modulepreload"');
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('import("/assets/index-b.js")');
    expect(loader).toContain('["/assets/react-dom-c.js"]');
    expect(loader).toContain("entry.name === 'first-contentful-paint'");
    // Where the entry was: after the stylesheet, before the manifest.
    expect(html.indexOf('index-a.css')).toBeLessThan(html.indexOf(loader));
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf('manifest.webmanifest'));
  });

  it('runs the loader: preloads added and the entry imported once, after the first contentful paint', async () => {
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(scriptsAfterFirstPaint(HEAD))?.[1] ?? '';
    type Watcher = (list: { getEntries(): Array<{ name: string }> }, observer: { disconnect(): void }) => void;
    const watchers: Watcher[] = [];
    const timers: Array<{ callback: () => void; delay: number }> = [];
    const appended: Array<{ rel: string; href: string }> = [];
    const imported: string[] = [];
    class FakeObserver {
      constructor(watcher: Watcher) {
        watchers.push(watcher);
      }
      observe() {}
    }
    const run = new Function(
      'PerformanceObserver',
      'setTimeout',
      'document',
      'importModule',
      loader.replace('import(', 'importModule('),
    ) as (...args: unknown[]) => void;
    run(
      FakeObserver,
      (callback: () => void, delay = 0) => timers.push({ callback, delay }),
      { createElement: () => ({}), head: { append: (link: { rel: string; href: string }) => appended.push(link) } },
      (path: string) => imported.push(path),
    );
    const runTimers = (before: number) => {
      for (const timer of timers.splice(0).filter((t) => t.delay < before)) timer.callback();
    };
    const paint = (name: string) => {
      for (const watcher of watchers) watcher({ getEntries: () => [{ name }] }, { disconnect() {} });
    };
    paint('first-paint');
    runTimers(1000);
    expect(imported).toEqual([]);
    paint('first-contentful-paint');
    runTimers(1000);
    expect(imported).toEqual(['/assets/index-b.js']);
    expect(appended).toEqual([expect.objectContaining({ rel: 'modulepreload', href: '/assets/react-dom-c.js' })]);
  });

  it('leaves the stylesheet, the manifest and inline scripts as they are, and a page without an entry whole', () => {
    const html = scriptsAfterFirstPaint(HEAD);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<script>document.documentElement.classList.add("js")</script>');
    const data = '<script type="application/json" id="page-data">{"a":1}</script>';
    expect(scriptsAfterFirstPaint(data)).toBe(data);
  });
});

describe('the scripts of served pages', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'ff-script-priority-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const web = (render: PageRenderer) =>
    webRoutes(dist, {
      api: async () => new Response(null, { status: 503 }),
      publicUrl: 'https://feastforge.test',
      renderer: Promise.resolve(render),
    });

  it('start after the first paint on a server-rendered page, whose CSP allows that loader', async () => {
    const app = web(async () => ({
      status: 200,
      title: '<title>Feast Hall</title>',
      description: '',
      headTags: '',
      body: '<main>Hall</main>',
      dataScript: '',
    }));
    const res = await app.request('/gallery');
    const html = await res.text();
    expect(html).toContain('<div id="root"><main>Hall</main></div>');
    expect(html).not.toContain('src="/assets/index-b.js"');
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('import("/assets/index-b.js")');
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('keep their priority in the shell, where they render the page', async () => {
    const app = web(async () => null);
    expect(await (await app.request('/my-recipes')).text()).toBe(SHELL);
    expect(await (await app.request('/index.html')).text()).toBe(SHELL);
  });
});
