import { describe, expect, it } from 'vitest';
import { canGoBack, readReturnTo } from './navigation-state.ts';

describe('readReturnTo', () => {
  it('keeps an in-app path', () => {
    expect(readReturnTo({ returnTo: '/recipe/abc' })).toBe('/recipe/abc');
  });

  it('falls back to / for missing, foreign or protocol-relative targets', () => {
    expect(readReturnTo(undefined)).toBe('/');
    expect(readReturnTo({})).toBe('/');
    expect(readReturnTo({ returnTo: 42 })).toBe('/');
    expect(readReturnTo({ returnTo: 'https://evil.example' })).toBe('/');
    expect(readReturnTo({ returnTo: '//evil.example' })).toBe('/');
  });
});

describe('canGoBack', () => {
  it('is true only past the first entry of this app', () => {
    expect(canGoBack({ idx: 3 })).toBe(true);
    expect(canGoBack({ idx: 0 })).toBe(false);
    expect(canGoBack(null)).toBe(false);
  });
});
