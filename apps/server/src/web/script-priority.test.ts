import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from './page-renderer.ts';
import { lowerScriptPriority } from './script-priority.ts';
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

describe('lowerScriptPriority', () => {
  it('asks for the module script and its preloads at low priority', () => {
    const html = lowerScriptPriority(HEAD);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-b.js" fetchpriority="low"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-dom-c.js" fetchpriority="low">');
  });

  it('leaves the stylesheet, the manifest and inline scripts as they are', () => {
    const html = lowerScriptPriority(HEAD);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<script>document.documentElement.classList.add("js")</script>');
    const data = '<script type="application/json" id="page-data">{"a":1}</script>';
    expect(lowerScriptPriority(data)).toBe(data);
  });

  it('keeps a priority a tag already states, and closes self-closing tags', () => {
    const stated = '<link rel="modulepreload" href="/a.js" fetchpriority="high">';
    expect(lowerScriptPriority(stated)).toBe(stated);
    expect(lowerScriptPriority('<link rel="modulepreload" href="/a.js" />')).toBe(
      '<link rel="modulepreload" href="/a.js" fetchpriority="low" />',
    );
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
      findRecipe: async () => null,
      publicUrl: 'https://feastforge.test',
      renderer: Promise.resolve(render),
    });

  it('are low priority on a server-rendered page, which paints without them', async () => {
    const app = web(async () => ({
      status: 200,
      title: '<title>Feast Hall</title>',
      description: '',
      headTags: '',
      body: '<main>Hall</main>',
      dataScript: '',
    }));
    const html = await (await app.request('/gallery')).text();
    expect(html).toContain('<div id="root"><main>Hall</main></div>');
    expect(html).toContain('src="/assets/index-b.js" fetchpriority="low"');
    expect(html).toContain('href="/assets/react-dom-c.js" fetchpriority="low"');
  });

  it('keep their priority in the shell, where they render the page', async () => {
    const app = web(async () => null);
    expect(await (await app.request('/my-recipes')).text()).toBe(SHELL);
    expect(await (await app.request('/index.html')).text()).toBe(SHELL);
  });
});
