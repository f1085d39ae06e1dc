import { describe, expect, it } from 'vitest';
import { formatLastUpdated } from './format-last-updated.ts';

describe('formatLastUpdated', () => {
  it('spells the month out and pads the machine-readable date', () => {
    expect(formatLastUpdated(new Date(2026, 10, 21))).toEqual({ label: 'November 21, 2026', iso: '2026-11-21' });
    expect(formatLastUpdated(new Date(2027, 0, 5))).toEqual({ label: 'January 5, 2027', iso: '2027-01-05' });
  });
});
