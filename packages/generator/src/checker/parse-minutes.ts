/**
 * Minutes from a time as recipes write it: '45 min', '1 h 30 min', '1 hour 5 minutes', '90'.
 * Null when there is no number of minutes or hours in it.
 */
export function parseMinutes(text: string): number | null {
  const normalised = text.toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(h|hr|hrs|hour|hours)\b/.exec(normalised);
  const minutes = /(\d+)\s*(m|min|mins|minute|minutes)\b/.exec(normalised);
  if (!hours && !minutes) {
    return /^\s*\d+\s*$/.test(normalised) ? Number(normalised) : null;
  }
  return Math.round((hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0));
}
