import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { markServedWithPage } from './query-client.ts';

/**
 * The reads a server-rendered page was rendered with, as the server hands them to the browser
 * (the page data block). Only answered reads travel: a failed one is asked for again there.
 *
 * @example
 * const reads = pageReads(client); // after the route's reads were fetched into `client`
 */
export function pageReads(client: QueryClient): DehydratedState {
  return dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
}

/**
 * Puts the server's reads into the browser's cache before the first render, so hydration shows
 * what the HTML shows, and marks them so they are not asked for again on this first screen. They
 * are dated by this browser's clock: a copy this device kept (dated by the same clock, earlier)
 * then never replaces them, whatever the server's clock says.
 *
 * @example
 * if (pageData?.reads) hydratePageReads(client, pageData.reads);
 */
export function hydratePageReads(client: QueryClient, reads: DehydratedState): void {
  hydrate(client, reads);
  const cache = client.getQueryCache();
  const now = Date.now();
  for (const { queryHash } of reads.queries) {
    const query = cache.get(queryHash);
    if (!query) continue;
    query.setState({ dataUpdatedAt: now });
    markServedWithPage(query);
  }
}

/**
 * Whether `value` has the shape of dehydrated reads (the page data block is the server's own).
 *
 * @example
 * isPageReads(JSON.parse(block).reads) // false for a damaged block
 */
export function isPageReads(value: unknown): value is DehydratedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'queries' in value &&
    Array.isArray(value.queries) &&
    'mutations' in value &&
    Array.isArray(value.mutations)
  );
}
