import { afterEach, describe, expect, it, vi } from 'vitest';
import { onToastInsetChange, reserveToastInset, toastInset } from './toast-inset.ts';

describe('toast inset', () => {
  afterEach(() => reserveToastInset(0));

  it('starts with no space reserved', () => {
    expect(toastInset()).toBe(0);
  });

  it('tells its listeners when a card reserves space and when it gives it back, in whole pixels', () => {
    const listener = vi.fn(() => toastInset());
    const stop = onToastInsetChange(listener);
    reserveToastInset(171.6);
    reserveToastInset(0);
    stop();
    reserveToastInset(40);
    expect(listener.mock.results.map((result) => result.value as number)).toEqual([172, 0]);
  });

  it('stays quiet when nothing changes and never reserves a negative space', () => {
    const listener = vi.fn();
    const stop = onToastInsetChange(listener);
    reserveToastInset(-20);
    expect(toastInset()).toBe(0);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
