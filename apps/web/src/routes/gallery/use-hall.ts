import type { GalleryPage } from '@feastforge/domain';
import { keepPreviousData, useIsRestoring, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../auth/use-session.ts';
import { useOnline } from '../../data/use-online.ts';
import { hallRead } from '../../reads/queries.ts';
import { readFailure, waitingOffline } from '../../reads/read-failure.ts';
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
  return { ...hallView(read, { online, restoring }), retry: () => void read.refetch() };
}

/** The parts of a hall read its view is made from. */
export type HallRead = Pick<
  UseQueryResult<GalleryPage>,
  'data' | 'error' | 'isError' | 'isPlaceholderData' | 'fetchStatus' | 'dataUpdatedAt'
>;

/**
 * What the hall shows for a read: its own page (noted as last seen when offline or when the
 * server failed), the previous view's page while the next loads, or a failure when there is
 * nothing for the view asked for.
 *
 * @example
 * hallView(read, { online: false, restoring: false }) // { result: { source: 'cache', offline: true, … }, … }
 */
export function hallView(read: HallRead, device: { online: boolean; restoring: boolean }): Omit<HallView, 'retry'> {
  const ownData = read.data !== undefined && !read.isPlaceholderData;
  // Restoring this device's copy, a read waits for it rather than for the network.
  const offlineWait = waitingOffline(read, device.restoring);
  if (!ownData && (read.isError || offlineWait)) {
    return { result: null, loading: false, failure: { offline: readFailure(read) === 'offline' } };
  }
  if (read.data === undefined) return { result: null, loading: true, failure: null };

  const offline = ownData && (!device.online || offlineWait);
  const unreachable = ownData && read.isError;
  const result: HallResult =
    offline || unreachable
      ? { page: read.data, source: 'cache', savedAt: new Date(read.dataUpdatedAt).toISOString(), offline }
      : { page: read.data, source: 'network' };
  return { result, loading: read.isPlaceholderData, failure: null };
}
