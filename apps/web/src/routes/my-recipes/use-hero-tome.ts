import type { HeroTome } from '@feastforge/domain';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../auth/use-session.ts';

export type HeroTomeLookup =
  | { state: 'loading' }
  | { state: 'found'; tome: HeroTome }
  | { state: 'not-found' }
  | { state: 'unavailable'; offline: boolean };

/**
 * Another hero's profile and recipes from the server (published ones only, unless the viewer is
 * the hero or an admin). A hero the server does not know, or an address that names nobody, is 'not-found';
 * `retry` asks again after a failure, and coming back online does too.
 *
 * @example
 * const { lookup, retry } = useHeroTome(userId);
 */
export function useHeroTome(userId: string): { lookup: HeroTomeLookup; retry(): void } {
  const { api } = useSession();
  const [answer, setAnswer] = useState<{ userId: string; attempt: number; lookup: HeroTomeLookup } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    api.heroTome(userId).then(
      (tome) => active && setAnswer({ userId, attempt, lookup: { state: 'found', tome } }),
      (error: unknown) => active && setAnswer({ userId, attempt, lookup: failureOf(error) }),
    );
    return () => {
      active = false;
    };
  }, [api, userId, attempt]);

  const lookup =
    answer?.userId === userId && answer.attempt === attempt ? answer.lookup : { state: 'loading' as const };
  const offline = lookup.state === 'unavailable' && lookup.offline;
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);

  return { lookup, retry };
}

/** 404 (unknown hero) and 400 (an id that is no id) both mean there is no such hero. */
function failureOf(error: unknown): HeroTomeLookup {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { state: 'not-found' };
  return { state: 'unavailable', offline: error instanceof ApiError && error.isNetwork };
}
