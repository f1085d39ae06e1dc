import type { GalleryPage } from '@feastforge/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useApi } from '../../auth/use-session.ts';
import { useOnline } from '../../data/use-online.ts';
import { readGalleryPage } from '../../lib/feast-hall-data.ts';
import { usePageData } from '../../lib/page-data.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { hallKey, readHallQuery, type HallQuery } from './gallery-address.ts';

// Dexie comes with its own code, loaded after the page is up rather than before it can hydrate.
const hallCache = () => import('../../data/hall-cache.ts');

/** Keeps a page this device saw; a full or blocked store only costs the offline copy. */
function keepPage(key: string, page: GalleryPage): void {
  void hallCache()
    .then(({ hallCacheDb, savePage }) => savePage(hallCacheDb(), key, page, new Date()))
    .catch(() => undefined);
}

/** The page this device last saw for `key`, or null. */
async function lastSeen(key: string) {
  return hallCache()
    .then(({ hallCacheDb, cachedPage }) => cachedPage(hallCacheDb(), key))
    .catch(() => null);
}

/** A page of the hall on screen, and where it came from. */
export interface HallResult {
  key: string;
  page: GalleryPage;
  /** 'cache': the page as this device last saw it, shown offline or when the server failed. */
  source: 'server' | 'network' | 'cache';
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
 * The Feast Hall page `query` asks for: the one the server rendered this page with (so hydration
 * matches), then from the server, saved for offline use; offline or when the server fails, the
 * page as this device last saw it.
 */
export function useHall(query: HallQuery): HallView {
  const api = useApi();
  const online = useOnline();
  const key = hallKey(query);
  const pageData = usePageData()?.gallery;
  const [rendered] = useState(() => renderedPage(pageData, key));
  const [result, setResult] = useState<HallResult | null>(rendered);
  // A failure belongs to one request: a retry or the network coming back makes it stale.
  const [failure, setFailure] = useState<{ request: string; offline: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const firstRun = useRef(true);
  const { search, type, rarity, sort, page } = query;
  const request = `${key}|${attempt}|${online}`;

  useEffect(() => {
    // The server's page is on screen at first and needs no second request; it is kept as seen.
    // Any later visit to its view asks again (the view shown meanwhile may be another one).
    const first = firstRun.current;
    firstRun.current = false;
    if (first && rendered?.key === key && online) {
      // Dexie's code is the larger part of this screen's: it waits until the page is up and idle.
      whenIdle(() => keepPage(key, rendered.page));
      return;
    }
    let cancelled = false;
    const fromCache = async (offline: boolean) => {
      const saved = await lastSeen(key);
      if (cancelled) return;
      if (saved) setResult({ key, page: saved.page, source: 'cache', savedAt: saved.savedAt, offline });
      else setFailure({ request, offline });
    };
    // Offline, the service worker could answer from its own copy; this device's copy says when it is from.
    if (!online) {
      void fromCache(true);
    } else {
      api
        .gallery({ search: search || null, type, rarity, sort, page })
        .then((answer) => {
          if (cancelled) return;
          setResult({ key, page: answer, source: 'network' });
          keepPage(key, answer);
        })
        .catch((error: unknown) => void fromCache(error instanceof ApiError && error.isNetwork));
    }
    return () => {
      cancelled = true;
    };
  }, [api, key, request, search, type, rarity, sort, page, online, attempt, rendered]);

  const current = failure?.request === request ? failure : null;
  return {
    result,
    loading: result?.key !== key && current === null,
    failure: current && { offline: current.offline },
    retry,
  };
}

/**
 * The page the server rendered with, when it is the one `key` asks for. The page data is for the
 * address the document was loaded at; after the app has moved to another view it no longer fits.
 */
function renderedPage(value: unknown, key: string): HallResult | null {
  if (value === undefined || !loadedAt(key)) return null;
  const page = readGalleryPage(value);
  return page ? { key, page, source: 'server' } : null;
}

function loadedAt(key: string): boolean {
  // The server renders exactly the address it was asked for.
  if (typeof window === 'undefined') return true;
  const [navigation] = performance.getEntriesByType('navigation');
  const address = new URL(navigation?.name ?? window.location.href, window.location.origin);
  return address.pathname === '/gallery' && hallKey(readHallQuery(address.searchParams)) === key;
}
