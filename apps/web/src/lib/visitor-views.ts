import { FREE_RECIPE_VIEWS, VIEWS_COOKIE, VIEWS_COOKIE_MAX_AGE_SECONDS } from '@feastforge/domain';

/** The view-tracking cookie of spec section 3: which published recipes a visitor has opened. */
export interface VisitorViews {
  viewedRecipeIds: string[];
  viewCount: number;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
}

export const NO_VIEWS: VisitorViews = { viewedRecipeIds: [], viewCount: 0, firstViewedAt: null, lastViewedAt: null };

/** What opening a recipe means for a visitor. */
export type ViewDecision =
  /** Already among the viewed ones: shown again, nothing counted. */
  | { kind: 'seen'; views: VisitorViews }
  /** A new one within the limit: counted, shown, and the visitor is told what is left. */
  | { kind: 'counted'; views: VisitorViews; remaining: number }
  /** A new one past the limit: behind the paywall, nothing counted. */
  | { kind: 'paywall'; views: VisitorViews };

/** A recipe id as the server makes them; anything else in the cookie is damage and ignored. */
const RECIPE_ID = /^[0-9A-Za-z_-]{1,64}$/;

function isoOrNull(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

/**
 * Reads the cookie's value (URI-encoded JSON). A missing, malformed or tampered value counts as
 * no views, so a damaged cookie never breaks a page.
 *
 * @example
 * parseViews(encodeURIComponent('{"viewedRecipeIds":["a"],"viewCount":1}')).viewedRecipeIds // ['a']
 * parseViews('%7Bbroken') // NO_VIEWS
 */
export function parseViews(raw: string | null | undefined): VisitorViews {
  if (!raw) return NO_VIEWS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return NO_VIEWS;
  }
  if (typeof parsed !== 'object' || parsed === null || !('viewedRecipeIds' in parsed)) return NO_VIEWS;
  const ids = Array.isArray(parsed.viewedRecipeIds) ? parsed.viewedRecipeIds : [];
  const viewedRecipeIds = [...new Set(ids.filter((id): id is string => typeof id === 'string' && RECIPE_ID.test(id)))];
  return {
    viewedRecipeIds,
    // The ids are what counts: a count that disagrees with them was edited by hand.
    viewCount: viewedRecipeIds.length,
    firstViewedAt: 'firstViewedAt' in parsed ? isoOrNull(parsed.firstViewedAt) : null,
    lastViewedAt: 'lastViewedAt' in parsed ? isoOrNull(parsed.lastViewedAt) : null,
  };
}

/** The cookie's value for `views`. */
export function serializeViews(views: VisitorViews): string {
  return encodeURIComponent(JSON.stringify(views));
}

/**
 * Free views a visitor has left (spec section 9: 3).
 *
 * @example
 * remainingViews({ ...NO_VIEWS, viewCount: 1 }) // 2
 */
export function remainingViews(views: VisitorViews): number {
  return Math.max(0, FREE_RECIPE_VIEWS - views.viewCount);
}

/**
 * What opening recipe `id` means for a visitor with `views` (spec 'Visitor views'): a recipe
 * already viewed stays viewable, a new one counts while free views remain, then meets the paywall.
 *
 * @example
 * decideView(NO_VIEWS, 'r1', new Date()) // { kind: 'counted', remaining: 2, views: { viewedRecipeIds: ['r1'], … } }
 */
export function decideView(views: VisitorViews, id: string, now: Date): ViewDecision {
  if (views.viewedRecipeIds.includes(id)) return { kind: 'seen', views };
  if (remainingViews(views) === 0) return { kind: 'paywall', views };
  const at = now.toISOString();
  const viewedRecipeIds = [...views.viewedRecipeIds, id];
  const next: VisitorViews = {
    viewedRecipeIds,
    viewCount: viewedRecipeIds.length,
    firstViewedAt: views.firstViewedAt ?? at,
    lastViewedAt: at,
  };
  return { kind: 'counted', views: next, remaining: remainingViews(next) };
}

/** The cookie's raw value in a `document.cookie` string, or null. */
export function viewsCookieValue(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === VIEWS_COOKIE) return rest.join('=');
  }
  return null;
}

/** The `document.cookie` assignment that stores `views` for 30 days on the whole site. */
export function viewsCookie(views: VisitorViews, secure: boolean): string {
  const attributes = [
    `Max-Age=${VIEWS_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${VIEWS_COOKIE}=${serializeViews(views)}`, ...attributes].join('; ');
}

/** This browser's visitor views (browser only). */
export function readVisitorViews(): VisitorViews {
  return parseViews(viewsCookieValue(document.cookie));
}

/** Stores `views` in the cookie for the next page that reads it. */
export function writeVisitorViews(views: VisitorViews): void {
  document.cookie = viewsCookie(views, window.location.protocol === 'https:');
}
