import { FREE_RECIPE_VIEWS, VIEWS_COOKIE } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import {
  decideView,
  NO_VIEWS,
  parseViews,
  remainingViews,
  serializeViews,
  viewsCookie,
  viewsCookieValue,
  type VisitorViews,
} from './visitor-views.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const LATER = new Date('2026-11-21T08:30:00.000Z');

/** Views after opening `ids` one by one. */
function viewed(...ids: string[]): VisitorViews {
  let views = NO_VIEWS;
  for (const id of ids) {
    const decision = decideView(views, id, NOW);
    if (decision.kind !== 'counted') throw new Error(`${id} was not counted`);
    views = decision.views;
  }
  return views;
}

describe('visitor views', () => {
  it('counts a first view, with the times and the remaining views', () => {
    const decision = decideView(NO_VIEWS, 'r1', NOW);
    expect(decision).toEqual({
      kind: 'counted',
      remaining: FREE_RECIPE_VIEWS - 1,
      views: {
        viewedRecipeIds: ['r1'],
        viewCount: 1,
        firstViewedAt: NOW.toISOString(),
        lastViewedAt: NOW.toISOString(),
      },
    });
  });

  it('keeps the first view time and moves the last one', () => {
    const decision = decideView(viewed('r1'), 'r2', LATER);
    expect(decision.kind).toBe('counted');
    expect(decision.views.firstViewedAt).toBe(NOW.toISOString());
    expect(decision.views.lastViewedAt).toBe(LATER.toISOString());
    expect(decision.views.viewCount).toBe(2);
  });

  it('does not count a recipe already viewed, even past the limit', () => {
    const views = viewed('r1', 'r2', 'r3');
    expect(decideView(viewed('r1'), 'r1', LATER)).toEqual({ kind: 'seen', views: viewed('r1') });
    expect(decideView(views, 'r2', LATER)).toEqual({ kind: 'seen', views });
  });

  it('puts a fourth new recipe behind the paywall without counting it', () => {
    const views = viewed('r1', 'r2', 'r3');
    expect(remainingViews(views)).toBe(0);
    expect(decideView(views, 'r4', LATER)).toEqual({ kind: 'paywall', views });
  });

  it('counts down the remaining views from the limit', () => {
    expect(remainingViews(NO_VIEWS)).toBe(3);
    expect(remainingViews(viewed('a'))).toBe(2);
    expect(remainingViews(viewed('a', 'b'))).toBe(1);
    expect(remainingViews(viewed('a', 'b', 'c'))).toBe(0);
  });

  it('reads back what it writes', () => {
    const views = viewed('0f6c2b1e-5a8d-4c11-9a57-0d7f1c9e2a33', 'r2');
    expect(parseViews(serializeViews(views))).toEqual(views);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '%7Bbroken'],
    ['bad escape', '%E0%A4%A'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', encodeURIComponent('["r1"]')],
    ['ids not a list', encodeURIComponent('{"viewedRecipeIds":"r1","viewCount":1}')],
  ])('counts a %s cookie as no views', (_label, raw) => {
    expect(parseViews(raw)).toEqual(NO_VIEWS);
  });

  it('keeps only well-formed, distinct ids and counts them rather than trusting the stored count', () => {
    const raw = encodeURIComponent(
      JSON.stringify({
        viewedRecipeIds: ['r1', 'r1', 7, null, '<script>', 'r2'],
        viewCount: -5,
        firstViewedAt: 'yesterday-ish',
        lastViewedAt: LATER.toISOString(),
      }),
    );
    expect(parseViews(raw)).toEqual({
      viewedRecipeIds: ['r1', 'r2'],
      viewCount: 2,
      firstViewedAt: null,
      lastViewedAt: LATER.toISOString(),
    });
  });

  it('finds its cookie among others', () => {
    const value = serializeViews(viewed('r1'));
    expect(viewsCookieValue(`referral_code=ABC; ${VIEWS_COOKIE}=${value}; theme=dark`)).toBe(value);
    expect(viewsCookieValue('referral_code=ABC')).toBeNull();
    expect(viewsCookieValue('')).toBeNull();
  });

  it('stores the cookie for 30 days on the whole site, SameSite=Lax', () => {
    const cookie = viewsCookie(viewed('r1'), false);
    expect(cookie.startsWith(`${VIEWS_COOKIE}=`)).toBe(true);
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(viewsCookie(viewed('r1'), true)).toContain('Secure');
    // The value has no character that would end the cookie early.
    expect(cookie.split('; ')[0]).not.toMatch(/[;,\s]/);
  });
});
