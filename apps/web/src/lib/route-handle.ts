import type { QueryClient } from '@tanstack/react-query';
import { useMatches, type Params } from 'react-router';
import type { ApiClient } from '../api/api-client.ts';

/** What each route declares in its `handle`; the deepest route's values win. */
export interface RouteHandle {
  /** Document title before ' · Feastforge'; omitted for the home page's own title. */
  title?: string;
  /** The page's meta description; the app's tagline when omitted. */
  description?: string;
  /**
   * 'server': a public page the server renders to HTML with its head tags (ADR 008). Other pages
   * are answered with the app shell and render in the browser.
   */
  rendering?: 'server';
  /** False for pages search engines should not list (private screens, the 404 page). */
  indexable?: false;
  /** The catch-all page: the server answers it with status 404. */
  notFound?: true;
  /** The screen names the document itself (a recipe page, after its recipe). */
  ownTitle?: true;
  /**
   * What a server-rendered page reads: the server makes these reads (as a visitor) before it
   * renders, and hands the answers to the browser's read cache with the page (ADR 018).
   */
  reads?: (page: PageReads) => Array<Promise<void>>;
}

/** What a page's reads are made with: the read cache to fill, the API and the page's address. */
export interface PageReads {
  client: QueryClient;
  api: ApiClient;
  params: Params;
  search: URLSearchParams;
}

export const BRAND = 'Feastforge';
const HOME_TITLE = `${BRAND} · Conjure Epic Fantasy Recipes`;

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The handles of the matched routes, merged from the root down so the deepest route wins. */
export function routeHandle(matches: ReadonlyArray<{ handle?: unknown }>): RouteHandle {
  let merged: RouteHandle = {};
  for (const match of matches) if (isRouteHandle(match.handle)) merged = { ...merged, ...match.handle };
  return merged;
}

/**
 * The document title for a route's handle, or for a page that names its own subject.
 *
 * @example
 * documentTitle({ title: 'How It Works' }) // 'How It Works · Feastforge'
 */
export function documentTitle(handle: RouteHandle, subject?: string): string {
  const title = subject ?? handle.title;
  return title ? `${title} · ${BRAND}` : HOME_TITLE;
}

/** The document title of the deepest matched route that names one. */
export function useRouteTitle(): string {
  return documentTitle(routeHandle(useMatches()));
}
