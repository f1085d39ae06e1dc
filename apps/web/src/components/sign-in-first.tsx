import { useMemo } from 'react';
import { Navigate } from 'react-router';
import type { AuthNavigationState } from '../routes/auth/auth-navigation.ts';

/**
 * Sends a signed-out visitor to Sign In, back to `returnTo` afterwards. `Navigate` navigates again
 * whenever its `state` changes identity, so a new object on every render would cancel a navigation
 * already under way: signing out on a private page and going home would land on /auth instead.
 *
 * @example
 * if (status === 'signed-out') return <SignInFirst returnTo="/shop" />;
 */
export function SignInFirst({ returnTo }: { returnTo: string }) {
  const state = useMemo(() => ({ returnTo, isLogin: true }) satisfies AuthNavigationState, [returnTo]);
  return <Navigate to="/auth" replace state={state} />;
}
