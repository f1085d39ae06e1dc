/** The change frequencies of the sitemap protocol. */
export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

/** Spec section 3 'Sitemap entry': location, change frequency, priority; recipes also a last-modified date. */
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  changefreq: ChangeFrequency;
  priority: number;
  /** W3C date (YYYY-MM-DD). */
  lastmod?: string;
}

/** Spec section 9 'Static sitemap (8 pages)', in its order. */
export const STATIC_SITEMAP_PAGES: ReadonlyArray<{ path: string; changefreq: ChangeFrequency; priority: number }> = [
  { path: '/', changefreq: 'daily', priority: 1.0 },
  { path: '/gallery', changefreq: 'daily', priority: 0.9 },
  { path: '/how-it-works', changefreq: 'monthly', priority: 0.8 },
  { path: '/shop', changefreq: 'weekly', priority: 0.8 },
  { path: '/badges', changefreq: 'monthly', priority: 0.7 },
  { path: '/contact', changefreq: 'monthly', priority: 0.6 },
  { path: '/privacy', changefreq: 'yearly', priority: 0.3 },
  { path: '/terms', changefreq: 'yearly', priority: 0.3 },
];

/** Spec section 9: each published recipe at /recipe/{id}, monthly, priority 0.8, with its lastmod. */
export const RECIPE_SITEMAP_ENTRY = { changefreq: 'monthly', priority: 0.8 } as const satisfies Partial<SitemapEntry>;

/** The sitemap protocol's limit of URLs in one file; past it, /sitemap.xml becomes an index. */
export const SITEMAP_URL_LIMIT = 50_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Characters XML 1.0 cannot hold at all, not even escaped (controls, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text made safe for XML content and attribute values: the five special characters escaped and
 * characters XML cannot hold dropped.
 *
 * @example
 * escapeXml('Fish & "Chips" <3') // 'Fish &amp; &quot;Chips&quot; &lt;3'
 */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/**
 * The W3C date of an ISO timestamp ('2026-11-20T10:00:00.000Z' → '2026-11-20'), as lastmod takes it.
 *
 * @example
 * sitemapDate('2026-11-20T10:00:00.000Z') // '2026-11-20'
 */
export function sitemapDate(timestamp: string): string {
  return timestamp.slice(0, 10);
}

/**
 * The spec's eight static pages as sitemap entries under `origin`.
 *
 * @example
 * staticSitemapEntries('https://feastforge.app')[0] // { loc: 'https://feastforge.app/', changefreq: 'daily', priority: 1 }
 */
export function staticSitemapEntries(origin: string): SitemapEntry[] {
  return STATIC_SITEMAP_PAGES.map(({ path, changefreq, priority }) => ({
    loc: `${origin}${path}`,
    changefreq,
    priority,
  }));
}

/**
 * A published recipe's sitemap entry.
 *
 * @example
 * recipeSitemapEntry('https://feastforge.app', { id: 'abc', updatedAt: '2026-11-20T10:00:00.000Z' })
 */
export function recipeSitemapEntry(origin: string, recipe: { id: string; updatedAt: string }): SitemapEntry {
  return {
    loc: `${origin}/recipe/${encodeURIComponent(recipe.id)}`,
    ...RECIPE_SITEMAP_ENTRY,
    lastmod: sitemapDate(recipe.updatedAt),
  };
}

function urlElement(entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}<changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority></url>`;
}

/**
 * A sitemap file (`<urlset>`) of up to SITEMAP_URL_LIMIT entries, one `<url>` a line.
 *
 * @example
 * sitemapXml(staticSitemapEntries('https://feastforge.app')) // '<?xml version="1.0" encoding="UTF-8"?>\n<urlset …'
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...entries.map(urlElement), '</urlset>', ''].join('\n');
}

/**
 * A sitemap index (`<sitemapindex>`): the sitemap files a site too large for one file is split into.
 *
 * @example
 * sitemapIndexXml(['https://feastforge.app/sitemap-pages.xml', 'https://feastforge.app/sitemap-recipes-1.xml'])
 */
export function sitemapIndexXml(locations: readonly string[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
