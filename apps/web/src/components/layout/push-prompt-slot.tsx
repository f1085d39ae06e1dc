import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useApi, useSession } from '../../auth/use-session.ts';
import { useNewRecipeOnScreen } from '../../lib/new-recipe-on-screen.ts';
import { pushPromptDismissed } from '../../lib/push-prompt-flag.ts';

/** Spec section 9: the prompt appears this long after load. */
export const PUSH_PROMPT_DELAY_MS = 5_000;

/** Offline before its code was cached, the page goes on without the prompt. */
const PushPrompt = lazy<ComponentType<{ userId: string }>>(() =>
  import('./push-prompt.tsx').then(
    (module) => ({ default: module.PushPrompt }),
    (error: unknown) => {
      console.warn('The notification prompt could not be loaded:', error);
      return { default: () => null };
    },
  ),
);

/**
 * Where the push prompt card appears: for a signed-in cook, 5 s after load, unless this browser
 * already sends their pushes or they dismissed it on this device. At sign-in a subscription the
 * browser already holds is stored again for this cook, so it can never keep delivering to whoever
 * was signed in before. Its code (and the push set-up) loads only for signed-in cooks. It never
 * shows over a freshly conjured recipe: a prompt that is due waits until the cook moves on.
 */
export function PushPromptSlot() {
  const api = useApi();
  const { status, me } = useSession();
  const userId = status === 'signed-in' ? me?.user.id : undefined;
  // Whose prompt is due: another cook signing in on this page waits their own 5 s.
  const [dueFor, setDueFor] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const claimed = import('../../data/push-subscription.ts').then(
      ({ claimPushSubscription }) => claimPushSubscription(api),
      (error: unknown) => {
        console.warn('The push set-up could not be loaded:', error);
        return true;
      },
    );
    const timer = setTimeout(() => {
      void claimed.then((subscribed) => {
        if (!cancelled) setDueFor(subscribed || pushPromptDismissed(userId) ? null : userId);
      });
    }, PUSH_PROMPT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, userId]);
  const readingNewRecipe = useNewRecipeOnScreen();
  if (!userId || dueFor !== userId || readingNewRecipe) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt userId={userId} />
    </Suspense>
  );
}
