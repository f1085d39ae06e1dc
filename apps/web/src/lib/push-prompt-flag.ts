/** Where this device remembers that the push prompt is settled (spec section 4: a local-storage flag). */
export const PUSH_PROMPT_KEY = 'feastforge_push_prompt';

/** Why the prompt stays away: the cook said 'Maybe Later' (or closed it), or push is on. */
export type PushPromptSettled = 'dismissed' | 'enabled';

/** Whether the prompt has been answered for good on this device. Blocked storage counts as not. */
export function pushPromptSettled(): boolean {
  try {
    const value = localStorage.getItem(PUSH_PROMPT_KEY);
    return value === 'dismissed' || value === 'enabled';
  } catch {
    return false;
  }
}

/** Remembers the answer; with blocked storage it holds for this page only (the card is closed). */
export function settlePushPrompt(reason: PushPromptSettled): void {
  try {
    localStorage.setItem(PUSH_PROMPT_KEY, reason);
  } catch {
    // Nothing to keep it in: the prompt comes back on the next visit, which is harmless.
  }
}
