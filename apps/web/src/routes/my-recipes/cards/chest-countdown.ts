import { nextChestAt } from '@feastforge/domain';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Milliseconds from `now` until the next chest appears (the next UTC midnight, spec section 4).
 *
 * @example
 * msUntilNextChest(new Date('2026-11-25T23:59:30Z')) // 30_000
 */
export function msUntilNextChest(now: Date): number {
  return nextChestAt(now).getTime() - now.getTime();
}

/** How often the card asks again while the countdown shows zero but the server still says claimed. */
export const CHEST_RECHECK_EVERY_MS = 5_000;
/** Asks at most this many times (two minutes): a device clock further ahead than that waits for a reload. */
export const CHEST_RECHECKS = 24;

/**
 * Which server recheck is due once the countdown has run out: 0 the moment it reaches zero, then
 * one more every CHEST_RECHECK_EVERY_MS, or null while time remains or after CHEST_RECHECKS. A
 * device clock ahead of the server's reaches zero early and the server still answers 'claimed'
 * with the same midnight; a new slot is the card's cue to ask again rather than stick at 00:00:00.
 *
 * @example
 * chestRecheckSlot(1_000) // null: still counting down
 * chestRecheckSlot(-12_000) // 2: the third recheck
 */
export function chestRecheckSlot(remainingMs: number): number | null {
  if (remainingMs > 0) return null;
  const slot = Math.floor(Math.abs(remainingMs) / CHEST_RECHECK_EVERY_MS);
  return slot < CHEST_RECHECKS ? slot : null;
}

/**
 * A wait as the chest card counts it down: hours, minutes and seconds, each two digits. Partial
 * seconds round up, so the display reaches 00:00:00 only when the chest is really back.
 *
 * @example
 * formatCountdown(3_723_400) // '01:02:04'
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/**
 * The same wait in words, for screen readers (which would read '05:03:09' as a clock time).
 *
 * @example
 * describeCountdown(3_723_400) // '1 hour, 2 minutes and 4 seconds'
 */
export function describeCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const parts = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ] as const;
  const words = parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`);
  if (words.length === 0) return 'now';
  const last = words.pop();
  return words.length > 0 ? `${words.join(', ')} and ${last}` : (last ?? 'now');
}
