import type { DehydratedState } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { isPageReads } from '../reads/page-reads.ts';

/**
 * What the server knew when it rendered a public page, handed to the browser so hydration
 * renders the same thing: the public origin links are built from, and the reads the page was
 * rendered with (the read cache's dehydrated state, whatever the route read).
 */
export interface PageData {
  origin: string;
  /** The page's reads; the browser puts them into its read cache before the first render. */
  reads?: DehydratedState;
}

/** The id of the JSON data block (never run) that carries the page data in the server's HTML. */
export const PAGE_DATA_ID = 'page-data';

export const PageDataContext = createContext<PageData | null>(null);

/**
 * The origin of the page's public links: the server's on a server-rendered page (so hydration
 * matches), this window's otherwise.
 */
export function usePublicOrigin(): string {
  const data = use(PageDataContext);
  return data?.origin ?? window.location.origin;
}

/**
 * The page data as a JSON data block for the server's HTML; '<' is escaped so a recipe's text
 * cannot close the script element.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** Reads the page data the server wrote; a missing or damaged block counts as none. */
export function readPageData(doc: Document): PageData | null {
  const raw = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof PageData, unknown>>;
    if (typeof parsed.origin !== 'string') return null;
    return isPageReads(parsed.reads) ? { origin: parsed.origin, reads: parsed.reads } : { origin: parsed.origin };
  } catch {
    return null;
  }
}
