import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSavedRecipe, registerUser } from '../testing/builders.ts';
import { withTestApp } from '../testing/fixture.ts';
import { fillShell, type PageRenderer, type RenderedPage } from './page-renderer.ts';
import { webRoutes } from './spa.ts';
import { takeLogs } from '../testing/log-capture.ts';

const SHELL =
  '<!doctype html><html><head><meta name="description" content="Shell" /><title>Feastforge</title></head>' +
  '<body><div id="root"></div></body></html>';
const t = withTestApp({}, { per: 'file' });
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'ff-pages-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function rendered(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    title: '<title>Page</title>',
    description: '<meta name="description" content="About the page" />',
    headTags: '<link rel="canonical" href="https://feastforge.test/page" />',
    body: '<main>Rendered</main>',
    dataScript: '<script type="application/json" id="page-data">{}</script>',
    ...overrides,
  };
}

/** No API at all: for pages whose renderer reads nothing. */
const noApi = async () => new Response(null, { status: 503 });

/**
 * The web routes with a renderer that records what it was asked and, on /recipe/{id}, what the
 * API it was handed answers for that recipe (the renderer reads through it).
 */
function pagesWith(render: PageRenderer, api: (request: Request) => Promise<Response> = noApi) {
  const calls: Array<{ path: string; recipe?: { status: number; title?: string } }> = [];
  const web = webRoutes(dist, {
    api,
    publicUrl: 'https://feastforge.test',
    renderer: Promise.resolve<PageRenderer>(async (request, page) => {
      const path = new URL(request.url).pathname;
      const id = /^\/recipe\/(.+)$/.exec(path)?.[1];
      if (!id) calls.push({ path });
      else {
        const res = await page.api(new Request(`${page.origin}/api/recipes/${id}`));
        const body = (await res.json()) as { recipeData?: { title: string } };
        calls.push({ path, recipe: { status: res.status, title: body.recipeData?.title } });
      }
      return render(request, page);
    }),
  });
  return { web, calls };
}

describe('server-rendered pages', () => {
  it('puts the rendered page into the shell: title, description, head tags, body and page data', async () => {
    const { web } = pagesWith(async () => rendered());
    const res = await web.request('/how-it-works');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<title>Page</title>');
    expect(html).not.toContain('<title>Feastforge</title>');
    expect(html).toContain('content="About the page"');
    expect(html).not.toContain('content="Shell"');
    expect(html).toContain('<link rel="canonical" href="https://feastforge.test/page" />\n</head>');
    expect(html).toContain('<div id="root"><main>Rendered</main></div><script type="application/json" id="page-data">');
  });

  it("hands the renderer the app's API as a visitor sees it: a published recipe, not a hidden one", async () => {
    const { session } = await registerUser(t);
    const published = await insertSavedRecipe(t.db, session.me.user.id, {
      isPublished: true,
      recipeData: { title: 'Public Stew' },
    });
    const hidden = await insertSavedRecipe(t.db, session.me.user.id, { recipeData: { title: 'Secret Stew' } });
    const { web, calls } = pagesWith(
      async () => rendered(),
      async (request) => t.app.request(request),
    );
    for (const id of [published, hidden, 'not-a-recipe']) expect((await web.request(`/recipe/${id}`)).status).toBe(200);
    expect(calls.map((call) => call.recipe)).toEqual([
      { status: 200, title: 'Public Stew' },
      { status: 404, title: undefined },
      { status: 404, title: undefined },
    ]);
  });

  it('answers the 404 page with status 404', async () => {
    const { web } = pagesWith(async () => rendered({ status: 404 }));
    expect((await web.request('/no-such-page')).status).toBe(404);
  });

  it('answers the shell where the browser renders, or when rendering fails (and logs why)', async () => {
    for (const render of [async () => null, async () => Promise.reject(new Error('render bug'))]) {
      const { web } = pagesWith(render);
      const res = await web.request('/my-recipes');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(SHELL);
    }
    const errors = takeLogs().filter((line) => line.level >= 50);
    expect(errors.map((line) => (line.err as { message: string }).message)).toEqual(['render bug']);
  });

  it('answers /index.html with the shell the service worker precaches, never a render', async () => {
    const { web, calls } = pagesWith(async () => rendered());
    expect(await (await web.request('/index.html')).text()).toBe(SHELL);
    expect(calls).toEqual([]);
  });
});

describe('the built renderer', () => {
  const pages = { api: noApi, publicUrl: 'https://feastforge.test' };

  /** A built app in a temp dir, with `renderer` as its web-ssr/entry-server.js. */
  function builtApp(renderer: string) {
    const root = mkdtempSync(join(tmpdir(), 'ff-built-'));
    mkdirSync(join(root, 'web'));
    mkdirSync(join(root, 'web-ssr'));
    writeFileSync(join(root, 'web', 'index.html'), SHELL);
    writeFileSync(join(root, 'web-ssr', 'entry-server.js'), renderer);
    return { web: webRoutes(join(root, 'web'), pages), remove: () => rmSync(root, { recursive: true, force: true }) };
  }

  it('is loaded from web-ssr beside the app', async () => {
    const app = builtApp(
      `export async function renderPage(request) {
         return { status: 200, title: '<title>Built</title>', description: '', headTags: '',
                  body: new URL(request.url).pathname, dataScript: '' };
       }`,
    );
    try {
      expect(await (await app.web.request('/gallery')).text()).toContain('<div id="root">/gallery</div>');
    } finally {
      app.remove();
    }
  });

  it('that is broken leaves every page the shell, and says why once', async () => {
    const app = builtApp("throw new Error('renderer bug');");
    try {
      expect(await (await app.web.request('/gallery')).text()).toBe(SHELL);
      expect(await (await app.web.request('/')).text()).toBe(SHELL);
      const errors = takeLogs().filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(JSON.stringify(errors[0]?.err)).toContain('renderer bug');
    } finally {
      app.remove();
    }
  });
});

describe('fillShell', () => {
  it("never reads '$' in a page as a replacement pattern", () => {
    const html = fillShell(SHELL, rendered({ title: "<title>$& $' $`</title>", body: '<p>$&</p>' }));
    expect(html).toContain("<title>$& $' $`</title>");
    expect(html).toContain('<div id="root"><p>$&</p></div>');
  });
});
