import { createContext, use } from 'react';

/**
 * What the server knew when it rendered a public page, handed to the browser so hydration
 * renders the same thing: the public origin links are built from and, on /recipe/{id}, the
 * published recipe.
 */
export interface PageData {
  origin: string;
  /** A RecipeAnswer as the server sent it; the recipe page checks it before use. */
  recipe?: unknown;
  /** On /, the HomeFeed the server rendered with; the home page checks it before use. */
  home?: unknown;
  /** On /gallery, the GalleryPage the server rendered with (for the address's query); checked before use. */
  gallery?: unknown;
}

/** The id of the JSON data block (never run) that carries the page data in the server's HTML. */
export const PAGE_DATA_ID = 'page-data';

export const PageDataContext = createContext<PageData | null>(null);

/** The server's page data, or null on a page the browser rendered from the app shell. */
export function usePageData(): PageData | null {
  return use(PageDataContext);
}

/**
 * The origin of the page's public links: the server's on a server-rendered page (so hydration
 * matches), this window's otherwise.
 */
export function usePublicOrigin(): string {
  const data = usePageData();
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
    return { origin: parsed.origin, recipe: parsed.recipe, home: parsed.home, gallery: parsed.gallery };
  } catch {
    return null;
  }
}
