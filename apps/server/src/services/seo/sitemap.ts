import type { Kysely } from 'kysely';
import {
  recipeSitemapEntry,
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  sitemapXml,
  STATIC_SITEMAP_PAGES,
  staticSitemapEntries,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { LISTED } from '../gallery/listing.ts';

/** How the sitemap is split; tests pass a small `urlsPerFile` to reach the index without 50,000 rows. */
export interface SitemapOptions {
  /** URLs one sitemap file may hold (the protocol's 50,000 by default). */
  urlsPerFile?: number;
}

/** What `/sitemap.xml` says, and what it counts (the admin's 'Created sitemap with N static pages and M recipe pages.'). */
export interface Sitemap {
  xml: string;
  /** 'urlset': every URL is in this one file; 'index': it names the files the URLs are split into. */
  kind: 'urlset' | 'index';
  staticPages: number;
  recipePages: number;
}

/** A file an index names: the static pages, or the `page`-th run of recipes (from 1). */
export type SitemapPart = { kind: 'pages' } | { kind: 'recipes'; page: number };

/** The file names of the parts, as the index and the routes write them. */
export const SITEMAP_PAGES_FILE = 'sitemap-pages.xml';
export const sitemapRecipesFile = (page: number) => `sitemap-recipes-${page}.xml`;

// Published rows that are not deleted, in the order they were created: a later recipe joins the
// last file, so the files before it stay as crawlers last read them. `LISTED` is written with
// literals, so the planners use the partial indexes of listed recipes (ADR 013).
function publishedRecipes(db: Kysely<Database>) {
  return db.selectFrom('saved_recipes').where(LISTED);
}

async function countPublished(db: Kysely<Database>): Promise<number> {
  const row = await publishedRecipes(db)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function recipeEntries(db: Kysely<Database>, origin: string, offset: number, limit: number) {
  const rows = await publishedRecipes(db)
    .select(['id', 'updated_at'])
    .orderBy('created_at')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => recipeSitemapEntry(origin, { id: row.id, updatedAt: row.updated_at }));
}

// The static pages always share one file.
const urlsPerFileOf = (options: SitemapOptions) =>
  Math.max(STATIC_SITEMAP_PAGES.length, options.urlsPerFile ?? SITEMAP_URL_LIMIT);

/** How many recipe files the index names; 0 while everything fits in /sitemap.xml itself. */
function recipeFileCount(recipes: number, urlsPerFile: number): number {
  if (STATIC_SITEMAP_PAGES.length + recipes <= urlsPerFile) return 0;
  return Math.max(1, Math.ceil(recipes / urlsPerFile));
}

/**
 * The sitemap as it stands now, read from the database (spec sections 3 and 9): the eight static
 * pages and every published, not deleted recipe at /recipe/{id} with its lastmod. Up to the
 * protocol's 50,000 URLs it is one `<urlset>`; past that it is a `<sitemapindex>` naming
 * /sitemap-pages.xml and /sitemap-recipes-{n}.xml (see `sitemapPart`).
 *
 * @example
 * const { xml, staticPages, recipePages } = await generateSitemap(db, 'https://feastforge.app')
 */
export async function generateSitemap(
  db: Kysely<Database>,
  origin: string,
  options: SitemapOptions = {},
): Promise<Sitemap> {
  const urlsPerFile = urlsPerFileOf(options);
  const recipePages = await countPublished(db);
  const files = recipeFileCount(recipePages, urlsPerFile);
  const counts = { staticPages: STATIC_SITEMAP_PAGES.length, recipePages };
  if (files === 0) {
    // Bounded by the file's room, not the count: a recipe published since the count must not overfill it.
    const room = urlsPerFile - STATIC_SITEMAP_PAGES.length;
    const entries = [...staticSitemapEntries(origin), ...(await recipeEntries(db, origin, 0, room))];
    return { xml: sitemapXml(entries), kind: 'urlset', ...counts };
  }
  const names = [SITEMAP_PAGES_FILE, ...Array.from({ length: files }, (_, i) => sitemapRecipesFile(i + 1))];
  return { xml: sitemapIndexXml(names.map((name) => `${origin}/${name}`)), kind: 'index', ...counts };
}

/**
 * One file a sitemap index names, or null when the index names no such file (the sitemap fits in
 * one file, or the page is past the last).
 *
 * @example
 * await sitemapPart(db, 'https://feastforge.app', { kind: 'recipes', page: 2 }) // '<?xml …<urlset …' or null
 */
export async function sitemapPart(
  db: Kysely<Database>,
  origin: string,
  part: SitemapPart,
  options: SitemapOptions = {},
): Promise<string | null> {
  const urlsPerFile = urlsPerFileOf(options);
  const files = recipeFileCount(await countPublished(db), urlsPerFile);
  if (files === 0) return null;
  if (part.kind === 'pages') return sitemapXml(staticSitemapEntries(origin));
  if (!Number.isInteger(part.page) || part.page < 1 || part.page > files) return null;
  return sitemapXml(await recipeEntries(db, origin, (part.page - 1) * urlsPerFile, urlsPerFile));
}
