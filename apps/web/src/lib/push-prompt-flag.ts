/**
 * Where this device remembers that a cook dismissed the push prompt (spec section 4: a
 * local-storage flag). One key per cook: on a shared browser, one cook's 'Maybe Later' is not
 * another's.
 */
export const PUSH_PROMPT_KEY = 'feastforge_push_prompt';

/** The flag's key for one cook. */
export function pushPromptKey(userId: string): string {
  return `${PUSH_PROMPT_KEY}:${userId}`;
}

/** Whether this cook said 'Maybe Later' (or closed the prompt) on this device. Blocked storage counts as not. */
export function pushPromptDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(pushPromptKey(userId)) === 'dismissed';
  } catch {
    return false;
  }
}

/** Remembers the cook's 'Maybe Later'; with blocked storage it holds for this page only (the card is closed). */
export function dismissPushPrompt(userId: string): void {
  try {
    localStorage.setItem(pushPromptKey(userId), 'dismissed');
  } catch {
    // Nothing to keep it in: the prompt comes back on the next visit, which is harmless.
  }
}
