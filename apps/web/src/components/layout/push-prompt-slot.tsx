import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { pushPromptSettled } from '../../lib/push-prompt-flag.ts';

/** Spec section 9: the prompt appears this long after load. */
export const PUSH_PROMPT_DELAY_MS = 5_000;

/** Offline before its code was cached, the page goes on without the prompt. */
const PushPrompt = lazy<ComponentType>(() =>
  import('./push-prompt.tsx').then(
    (module) => ({ default: module.PushPrompt }),
    (error: unknown) => {
      console.warn('The notification prompt could not be loaded:', error);
      return { default: () => null };
    },
  ),
);

/**
 * Where the push prompt card appears: for a signed-in cook, 5 s after load, unless they already
 * answered it on this device. Its code (and the push set-up) loads only then.
 */
export function PushPromptSlot() {
  const { status, me } = useSession();
  const userId = status === 'signed-in' ? me?.user.id : undefined;
  // Whose prompt is due: another cook signing in on this page waits their own 5 s.
  const [dueFor, setDueFor] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => setDueFor(pushPromptSettled() ? null : userId), PUSH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId]);
  if (!userId || dueFor !== userId) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt />
    </Suspense>
  );
}
