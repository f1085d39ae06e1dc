import type { GalleryPage } from '@feastforge/domain';
import { keepPreviousData, useIsRestoring, useQuery } from '@tanstack/react-query';
import { useApi } from '../../auth/use-session.ts';
import { useOnline } from '../../data/use-online.ts';
import { hallRead } from '../../reads/queries.ts';
import { readFailure } from '../../reads/read-failure.ts';
import type { HallQuery } from './gallery-address.ts';

/** A page of the hall on screen, and where it came from. */
export interface HallResult {
  page: GalleryPage;
  /** 'cache': the page as this device last saw it, shown offline or when the server failed. */
  source: 'network' | 'cache';
  /** When a cached page was saved. */
  savedAt?: string;
  /** Whether a cached page is shown because the device is offline (otherwise the server failed). */
  offline?: boolean;
}

export interface HallView {
  /** The page on screen: the one asked for, or the previous one while the next loads. */
  result: HallResult | null;
  /** The page asked for is on its way (the one shown, if any, is the previous). */
  loading: boolean;
  /** Nothing to show for the page asked for: no answer and no saved copy. */
  failure: { offline: boolean } | null;
  retry(): void;
}

/**
 * The Feast Hall page `query` asks for, through the read cache: the page the server rendered
 * with at first, then from the server on every visit to a view; offline or when the server
 * fails, the view as this device last saw it (kept on the device, see `reads/persist.ts`).
 *
 * @example
 * const { result, loading, failure, retry } = useHall(readHallQuery(params));
 */
export function useHall(query: HallQuery): HallView {
  const api = useApi();
  const online = useOnline();
  const restoring = useIsRestoring();
  const read = useQuery({ ...hallRead(api, query), placeholderData: keepPreviousData });
  const retry = () => void read.refetch();

  const ownData = read.data !== undefined && !read.isPlaceholderData;
  const failed = readFailure(read);
  const waitingOffline = read.fetchStatus === 'paused' && !restoring;
  if (!ownData && (read.isError || waitingOffline)) {
    return { result: null, loading: false, failure: { offline: failed === 'offline' }, retry };
  }
  if (read.data === undefined) return { result: null, loading: true, failure: null, retry };

  const offline = ownData && (!online || waitingOffline);
  const unreachable = ownData && read.isError;
  const result: HallResult =
    offline || unreachable
      ? { page: read.data, source: 'cache', savedAt: new Date(read.dataUpdatedAt).toISOString(), offline }
      : { page: read.data, source: 'network' };
  return { result, loading: read.isPlaceholderData, failure: null, retry };
}
