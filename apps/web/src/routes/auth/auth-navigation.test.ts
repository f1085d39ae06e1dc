import { describe, expect, it } from 'vitest';
import { readAuthState, safeReturnTo } from './auth-navigation.ts';

describe('readAuthState', () => {
  it('defaults to home and the register tab', () => {
    expect(readAuthState(undefined)).toEqual({ returnTo: '/', isLogin: false });
    expect(readAuthState('junk')).toEqual({ returnTo: '/', isLogin: false });
  });

  it('reads returnTo and isLogin from navigation state', () => {
    expect(readAuthState({ returnTo: '/shop', isLogin: true })).toEqual({ returnTo: '/shop', isLogin: true });
  });
});

describe('safeReturnTo', () => {
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'shop', 42])('refuses %s', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('keeps same-site paths with their query', () => {
    expect(safeReturnTo('/gallery?search=stew')).toBe('/gallery?search=stew');
  });
});
