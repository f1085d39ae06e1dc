import { describe, expect, it } from 'vitest';
import { insertSavedRecipe, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { parseXml, type XmlElement } from '../testing/xml.ts';
import { crawlerRoutes } from './crawlers.ts';

const ORIGIN = 'https://feastforge.test';
const t = withTestApp({ PUBLIC_URL: ORIGIN });
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One `<url>` of a sitemap, read. */
interface UrlEntry {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
}

function readUrl(url: XmlElement): UrlEntry {
  expect(url.name).toBe('url');
  const fields = Object.fromEntries(url.children.map((child) => [child.name, child.text]));
  expect(Object.keys(fields).every((key) => ['loc', 'lastmod', 'changefreq', 'priority'].includes(key))).toBe(true);
  return fields as unknown as UrlEntry;
}

/** Fetches a sitemap file and reads it strictly: well-formed, the protocol's namespace, its entries. */
async function fetchXml(path: string, app: { request: (path: string) => Response | Promise<Response> } = t.app) {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  const root = parseXml(await res.text());
  expect(root.attributes['xmlns']).toBe(SITEMAP_NS);
  return root;
}

async function urlsOf(path: string, app?: Parameters<typeof fetchXml>[1]) {
  const root = await fetchXml(path, app);
  expect(root.name).toBe('urlset');
  return root.children.map(readUrl);
}

const recipeUrls = (urls: UrlEntry[]) => urls.filter((url) => url.loc.startsWith(`${ORIGIN}/recipe/`));

async function author() {
  const { session } = await registerUser(t);
  return { token: session.accessToken, userId: session.me.user.id };
}

describe('GET /sitemap.xml', () => {
  it("lists the spec's eight static pages with their change frequencies and priorities", async () => {
    const urls = await urlsOf('/sitemap.xml');
    expect(urls).toEqual([
      { loc: `${ORIGIN}/`, changefreq: 'daily', priority: '1.0' },
      { loc: `${ORIGIN}/gallery`, changefreq: 'daily', priority: '0.9' },
      { loc: `${ORIGIN}/how-it-works`, changefreq: 'monthly', priority: '0.8' },
      { loc: `${ORIGIN}/shop`, changefreq: 'weekly', priority: '0.8' },
      { loc: `${ORIGIN}/badges`, changefreq: 'monthly', priority: '0.7' },
      { loc: `${ORIGIN}/contact`, changefreq: 'monthly', priority: '0.6' },
      { loc: `${ORIGIN}/privacy`, changefreq: 'yearly', priority: '0.3' },
      { loc: `${ORIGIN}/terms`, changefreq: 'yearly', priority: '0.3' },
    ]);
  });

  it('lists every published recipe with its lastmod, and no unpublished or deleted one', async () => {
    const { userId, token } = await author();
    const published = [
      await insertSavedRecipe(t.db, userId, { isPublished: true }),
      await insertSavedRecipe(t.db, userId, { isPublished: true }),
    ];
    const hidden = await insertSavedRecipe(t.db, userId);
    const deleted = await insertSavedRecipe(t.db, userId, { isPublished: true });
    expectStatus(await t.client({ token }).api.recipes[':id'].$delete({ param: { id: deleted } }), 204);
    await t.db
      .updateTable('saved_recipes')
      .set({ updated_at: '2026-03-04T05:06:07.000Z' })
      .where('id', '=', published[0] ?? '')
      .execute();

    const urls = recipeUrls(await urlsOf('/sitemap.xml'));
    expect(urls.map((url) => url.loc).sort()).toEqual(published.map((id) => `${ORIGIN}/recipe/${id}`).sort());
    for (const url of urls) {
      expect(url).toMatchObject({ changefreq: 'monthly', priority: '0.8' });
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(urls.find((url) => url.loc.endsWith(published[0] ?? '-'))?.lastmod).toBe('2026-03-04');
    const all = await (await t.app.request('/sitemap.xml')).text();
    for (const id of [hidden, deleted]) expect(all).not.toContain(id);
  });

  it('follows publishing, unpublishing and deleting at once', async () => {
    const { userId, token } = await author();
    const recipes = t.client({ token }).api.recipes[':id'];
    const ids = [await insertSavedRecipe(t.db, userId), await insertSavedRecipe(t.db, userId)];
    const count = async () => recipeUrls(await urlsOf('/sitemap.xml')).length;

    expect(await count()).toBe(0);
    for (const id of ids) expectStatus(await recipes.$patch({ param: { id }, json: { isPublished: true } }), 200);
    expect(await count()).toBe(2);
    expectStatus(await recipes.$patch({ param: { id: ids[0] ?? '' }, json: { isPublished: false } }), 200);
    expect(await count()).toBe(1);
    expectStatus(await recipes.$delete({ param: { id: ids[1] ?? '' } }), 204);
    expect(await count()).toBe(0);
  });

  it('is answered without a web build too, and is the address robots.txt names', async () => {
    const robots = await (await t.app.request('/robots.txt')).text();
    const named = /^Sitemap: (.+)$/m.exec(robots)?.[1] ?? '';
    expect(named).toBe(`${ORIGIN}/sitemap.xml`);
    await fetchXml(new URL(named).pathname);
  });

  it('lists nothing robots.txt closes to crawlers', async () => {
    const { userId } = await author();
    await insertSavedRecipe(t.db, userId, { isPublished: true });
    const robots = await (await t.app.request('/robots.txt')).text();
    const closed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] ?? '');
    expect(closed.length).toBeGreaterThan(0);
    for (const { loc } of await urlsOf('/sitemap.xml')) {
      const url = new URL(loc);
      const address = `${url.pathname}${url.search}`;
      expect(closed.filter((prefix) => address.startsWith(prefix))).toEqual([]);
    }
  });
});

describe('a sitemap past the per-file limit', () => {
  // 10 URLs a file stand in for the protocol's 50,000: the same code splits at either number.
  const small = () => crawlerRoutes(ORIGIN, t.db, { urlsPerFile: 10 });

  it('stays one file while the static pages and recipes fit, with no parts to ask for', async () => {
    const { userId } = await author();
    for (let i = 0; i < 2; i += 1) await insertSavedRecipe(t.db, userId, { isPublished: true });
    expect(await urlsOf('/sitemap.xml', small())).toHaveLength(10);
    for (const part of ['/sitemap-pages.xml', '/sitemap-recipes-1.xml']) {
      const res = await small().request(part);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('becomes an index of the static pages and runs of recipes that together list every one', async () => {
    const { userId } = await author();
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) ids.push(await insertSavedRecipe(t.db, userId, { isPublished: true }));
    await insertSavedRecipe(t.db, userId);

    const index = await fetchXml('/sitemap.xml', small());
    expect(index.name).toBe('sitemapindex');
    const files = index.children.map((sitemap) => {
      expect(sitemap.name).toBe('sitemap');
      return sitemap.children.find((child) => child.name === 'loc')?.text ?? '';
    });
    expect(files).toEqual(
      ['sitemap-pages.xml', 'sitemap-recipes-1.xml', 'sitemap-recipes-2.xml', 'sitemap-recipes-3.xml'].map(
        (name) => `${ORIGIN}/${name}`,
      ),
    );
    const [pages, ...runs] = await Promise.all(files.map((file) => urlsOf(new URL(file).pathname, small())));
    expect(pages?.map((url) => url.loc)).toHaveLength(8);
    expect(runs.map((run) => run.length)).toEqual([10, 10, 3]);
    const listed = runs.flat().map((url) => url.loc);
    expect([...listed].sort()).toEqual(ids.map((id) => `${ORIGIN}/recipe/${id}`).sort());
    expect((await small().request('/sitemap-recipes-4.xml')).status).toBe(404);
    expect((await small().request('/sitemap-recipes-0.xml')).status).toBe(404);
    expect((await small().request('/sitemap-other.xml')).status).toBe(404);
  });
});
