import { describe, expect, it } from 'vitest';
import {
  CHEST_RECHECK_EVERY_MS,
  CHEST_RECHECKS,
  chestRecheckSlot,
  describeCountdown,
  formatCountdown,
  msUntilNextChest,
} from './chest-countdown.ts';

describe('the chest countdown', () => {
  it('counts to the next UTC midnight, whatever the local time zone', () => {
    expect(msUntilNextChest(new Date('2026-11-25T23:59:30Z'))).toBe(30_000);
    expect(msUntilNextChest(new Date('2026-11-25T00:00:00Z'))).toBe(24 * 3600 * 1000);
    // The last day of a month and of a year roll over too.
    expect(msUntilNextChest(new Date('2026-12-31T12:00:00Z'))).toBe(12 * 3600 * 1000);
  });

  it('shows hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(24 * 3600 * 1000)).toBe('24:00:00');
    expect(formatCountdown(59_000)).toBe('00:00:59');
  });

  it('rounds part seconds up and never goes below zero', () => {
    expect(formatCountdown(3_723_400)).toBe('01:02:04');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });

  it('says the wait in words for screen readers', () => {
    expect(describeCountdown(3_723_400)).toBe('1 hour, 2 minutes and 4 seconds');
    expect(describeCountdown(7_200_000)).toBe('2 hours');
    expect(describeCountdown(61_000)).toBe('1 minute and 1 second');
    expect(describeCountdown(0)).toBe('now');
  });

  it('asks the server again every 5 seconds while the countdown shows zero, a bounded number of times', () => {
    expect(chestRecheckSlot(1)).toBeNull();
    expect(chestRecheckSlot(0)).toBe(0);
    expect(chestRecheckSlot(-4_999)).toBe(0);
    // A device clock ahead of the server's: the first answer was still 'claimed', so a new slot asks again.
    expect(chestRecheckSlot(-CHEST_RECHECK_EVERY_MS)).toBe(1);
    expect(chestRecheckSlot(-12_000)).toBe(2);
    expect(chestRecheckSlot(-(CHEST_RECHECKS - 1) * CHEST_RECHECK_EVERY_MS)).toBe(CHEST_RECHECKS - 1);
    expect(chestRecheckSlot(-CHEST_RECHECKS * CHEST_RECHECK_EVERY_MS)).toBeNull();
  });
});
