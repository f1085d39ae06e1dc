import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissPushPrompt, pushPromptDismissed, pushPromptKey } from './push-prompt-flag.ts';

describe('the push prompt flag', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is kept per cook: one cook's 'Maybe Later' does not hide the prompt from the next on this browser", () => {
    expect(pushPromptDismissed('cook-a')).toBe(false);
    dismissPushPrompt('cook-a');
    expect(pushPromptDismissed('cook-a')).toBe(true);
    expect(pushPromptDismissed('cook-b')).toBe(false);
    expect(localStorage.getItem(pushPromptKey('cook-a'))).toBe('dismissed');
    expect(localStorage.getItem('feastforge_push_prompt')).toBeNull();
  });

  it('counts as not dismissed when storage is blocked, and dismissing then does not throw', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => dismissPushPrompt('cook-a')).not.toThrow();
    expect(pushPromptDismissed('cook-a')).toBe(false);
  });
});
