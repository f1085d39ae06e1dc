import { freeRecipeViewToast } from '@feastforge/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { notify } from '../../lib/notify.ts';
import {
  decideView,
  parseViews,
  readVisitorViews,
  remainingViews,
  viewsCookieValue,
  writeVisitorViews,
} from '../../lib/visitor-views.ts';

/**
 * Counts a signed-out visitor's view of a published recipe (spec 'Visitor views') and says whether
 * it is behind the paywall: a new recipe counts and shows the 'Free Recipe View' toast while free
 * views remain; past them it is paywalled; one already viewed stays open. Members are never
 * counted. The server and hydration render the whole recipe (crawlers read it): the paywall comes
 * only once the browser knows the visitor and their cookie.
 *
 * @example
 * const paywalled = useVisitorView(id, lookup.state === 'remote' && lookup.recipe.isPublished);
 */
export function useVisitorView(id: string, published: boolean): boolean {
  const { status } = useSession();
  const counts = status === 'signed-out' && published;
  const cookie = useSyncExternalStore(noChanges, viewsCookieNow, unknownOnServer);

  useEffect(() => {
    if (!counts) return;
    const decision = decideView(readVisitorViews(), id, new Date());
    if (decision.kind !== 'counted') return;
    writeVisitorViews(decision.views);
    const { title, message } = freeRecipeViewToast(decision.remaining);
    notify.success(title, message, `free-view-${id}`);
  }, [counts, id]);

  if (!counts || cookie === null) return false;
  const views = parseViews(cookie);
  return !views.viewedRecipeIds.includes(id) && remainingViews(views) === 0;
}

// Only this page's own count changes the cookie, and a counted recipe is open either way.
const noChanges = () => () => undefined;
const viewsCookieNow = () => viewsCookieValue(document.cookie) ?? '';
const unknownOnServer = () => null;
