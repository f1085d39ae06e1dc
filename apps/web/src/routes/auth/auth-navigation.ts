/** Navigation state the spec gives /auth: where to go afterwards, and whether to open Sign In. */
export interface AuthNavigationState {
  returnTo?: string;
  isLogin?: boolean;
}

/** Reads navigation state defensively: it can hold anything another page (or history) put there. */
export function readAuthState(state: unknown): { returnTo: string; isLogin: boolean } {
  const value = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  return { returnTo: safeReturnTo(value.returnTo), isLogin: value.isLogin === true };
}

/** Only same-site paths are followed, so a crafted state can't send the user to another origin. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  return value;
}
