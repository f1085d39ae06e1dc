import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  recipeSitemapEntry,
  sitemapDate,
  sitemapIndexXml,
  sitemapXml,
  staticSitemapEntries,
} from './sitemap.ts';

const origin = 'https://x.test';

describe('sitemap entries', () => {
  it("lists the spec's eight static pages with their change frequencies and priorities", () => {
    expect(staticSitemapEntries(origin)).toEqual([
      { loc: 'https://x.test/', changefreq: 'daily', priority: 1 },
      { loc: 'https://x.test/gallery', changefreq: 'daily', priority: 0.9 },
      { loc: 'https://x.test/how-it-works', changefreq: 'monthly', priority: 0.8 },
      { loc: 'https://x.test/shop', changefreq: 'weekly', priority: 0.8 },
      { loc: 'https://x.test/badges', changefreq: 'monthly', priority: 0.7 },
      { loc: 'https://x.test/contact', changefreq: 'monthly', priority: 0.6 },
      { loc: 'https://x.test/privacy', changefreq: 'yearly', priority: 0.3 },
      { loc: 'https://x.test/terms', changefreq: 'yearly', priority: 0.3 },
    ]);
  });

  it('lists a recipe at /recipe/{id}, monthly, priority 0.8, with the date it last changed', () => {
    expect(recipeSitemapEntry(origin, { id: 'abc', updatedAt: '2026-11-20T23:59:59.999Z' })).toEqual({
      loc: 'https://x.test/recipe/abc',
      changefreq: 'monthly',
      priority: 0.8,
      lastmod: '2026-11-20',
    });
    expect(sitemapDate('2026-01-02T03:04:05.000Z')).toBe('2026-01-02');
  });
});

describe('escapeXml', () => {
  it('escapes the five special characters and drops what XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('bell\u0007 nul\u0000 ok\tline\n')).toBe('bell nul ok\tline\n');
    expect(escapeXml('lone \uD800 surrogate, 🍲 stays')).toBe('lone  surrogate, 🍲 stays');
  });
});

describe('sitemap XML', () => {
  it('writes a urlset with one url a line, priorities with one decimal', () => {
    const xml = sitemapXml([
      ...staticSitemapEntries(origin),
      recipeSitemapEntry(origin, { id: 'a&b', updatedAt: '2026-11-20T10:00:00.000Z' }),
    ]);
    const lines = xml.split('\n');
    expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(lines[1]).toBe('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(lines[2]).toBe(
      '<url><loc>https://x.test/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>',
    );
    expect(lines[10]).toBe(
      '<url><loc>https://x.test/recipe/a%26b</loc><lastmod>2026-11-20</lastmod>' +
        '<changefreq>monthly</changefreq><priority>0.8</priority></url>',
    );
    expect(lines.slice(11)).toEqual(['</urlset>', '']);
  });

  it('writes an index of sitemap files, escaped', () => {
    expect(sitemapIndexXml(['https://x.test/sitemap-pages.xml', 'https://x.test/a?b=1&c=2'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://x.test/sitemap-pages.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://x.test/a?b=1&amp;c=2</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
