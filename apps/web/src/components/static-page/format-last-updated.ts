// Fixed to en-US so the legal pages read 'November 21, 2026' whatever the browser locale is;
// the rest of the page is English too.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * The 'Last updated' date of a legal page, as display text and as a `<time dateTime>` value.
 * The spec shows today's date, so callers pass `new Date()` at render time.
 *
 * @example
 * formatLastUpdated(new Date(2026, 10, 21)) // { label: 'November 21, 2026', iso: '2026-11-21' }
 */
export function formatLastUpdated(date: Date): { label: string; iso: string } {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return { label: LONG_DATE.format(date), iso: `${date.getFullYear()}-${month}-${day}` };
}
