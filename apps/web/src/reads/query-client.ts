import { onlineManager, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from '../api/http.ts';
import { readKeys } from './queries.ts';

/** Spec: hero data (and what the home page shows) is kept fresh for 5 minutes. */
export const FRESH_FOR_MS = 5 * 60_000;
/**
 * How long a public answer nobody shows is kept. Public answers are also kept on the device for
 * offline use (see `persist.ts`), and an answer dropped from memory would be dropped from there
 * too. Other answers go 5 minutes after nobody shows them (TanStack's default).
 */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60_000;
/** A failed read is tried this many more times before the screen shows its error. */
export const READ_RETRIES = 2;

/**
 * Whether a failed read is worth another try: a 4xx answer is the server's last word (not found,
 * not allowed); no answer at all, or a 5xx, may pass.
 *
 * @example
 * shouldRetry(0, new ApiError(503, 'unavailable', 'Down')) // true
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < READ_RETRIES;
}

/**
 * Back-off between tries: 0.5 s, 1 s, 2 s … at most 8 s.
 *
 * @example
 * retryDelay(1) // 1000
 */
export const retryDelay = (attempt: number): number => Math.min(500 * 2 ** attempt, 8_000);

/** A read with nothing to show because the network failed is asked again this often while on screen. */
export const UNREACHABLE_RETRY_MS = 5_000;

/**
 * How often to ask again for a read the network failed: a device back online often says so before
 * its network carries anything (the reads resumed at once fail), so waiting for the next 'online'
 * event would leave the screen on its error for good. Only while shown, online and still failed.
 *
 * @example
 * retryWhileUnreachable(query) // 5000 after a network failure, false otherwise
 */
export function retryWhileUnreachable(query: Pick<Query, 'state'>): number | false {
  const { status, error } = query.state;
  return status === 'error' && error instanceof ApiError && error.isNetwork ? UNREACHABLE_RETRY_MS : false;
}

/**
 * The queries a server-rendered page arrived with. On that first screen they are what its HTML
 * shows, so they are not asked for again as the page comes alive; once the reader moves on, the
 * usual freshness rules apply.
 */
const servedWithPage = new WeakSet<Query>();
let firstScreen = true;

/**
 * Marks `query` as one the server rendered this page with (see `hydratePageReads`).
 *
 * @example
 * markServedWithPage(client.getQueryCache().get(queryHash));
 */
export function markServedWithPage(query: Query): void {
  servedWithPage.add(query);
}

/**
 * Whether `query` came with the server-rendered page.
 *
 * @example
 * client.invalidateQueries({ predicate: (query) => !isServedWithPage(query) });
 */
export function isServedWithPage(query: Query): boolean {
  return servedWithPage.has(query);
}

/**
 * The reader left the server-rendered screen: its data is no longer exempt from refreshing.
 *
 * @example
 * router.subscribe(() => leaveFirstScreen());
 */
export function leaveFirstScreen(): void {
  firstScreen = false;
}

/**
 * Starts the read cache from what the browser knows of the network. The cache follows the
 * browser's online and offline events, but assumes a network at start; a page opened offline
 * (`navigator.onLine` false is reliable, true only means some network) would otherwise send each
 * read and its retries into the void before showing what this device kept.
 *
 * @example
 * startFromBrowserNetwork(); // in the browser entry, before the first render
 */
export function startFromBrowserNetwork(): void {
  onlineManager.setOnline(navigator.onLine);
}

/**
 * The page's one cache of server reads (ADR 018). Every read of a screen goes through it, with the
 * defaults written here once: retries with back-off for failures that may pass, identical reads
 * in flight shared, a refresh when the network returns and, for data older than its freshness,
 * when the tab comes back into view.
 *
 * @example
 * const client = createQueryClient();
 * await client.fetchQuery(homeFeedRead(api));
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        retry: shouldRetry,
        retryDelay,
        refetchOnMount: (query) => !(firstScreen && servedWithPage.has(query)),
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
        refetchInterval: retryWhileUnreachable,
      },
    },
  });
  client.setQueryDefaults(readKeys.public, { gcTime: KEPT_FOR_MS });
  return client;
}
