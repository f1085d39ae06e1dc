import { describe, expect, it } from 'vitest';
import { bellLabel, relativeTime, unreadBadgeText } from './notification-format.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [60_000, '1m ago'],
    [59 * 60_000 + 59_999, '59m ago'],
    [60 * 60_000, '1h ago'],
    [23 * 3_600_000 + 3_599_999, '23h ago'],
    [24 * 3_600_000, '1d ago'],
    [45 * 24 * 3_600_000, '45d ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(text);
  });

  it('reads a time ahead of the clock, or an unreadable one, as just now', () => {
    expect(relativeTime(ago(-5 * 60_000), NOW)).toBe('Just now');
    expect(relativeTime('not a date', NOW)).toBe('Just now');
  });
});

describe('unreadBadgeText', () => {
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread shows %s', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});

describe('bellLabel', () => {
  it('names the exact count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(12)).toBe('Notifications, 12 unread');
  });
});
