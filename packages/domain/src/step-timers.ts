/** A duration named in a recipe step: the words as written and the seconds a timer should run. */
export interface StepDuration {
  text: string;
  seconds: number;
}

// prettier-ignore
const UNIT_SECONDS: Record<string, number> = {
  h: 3600, hr: 3600, hrs: 3600, hour: 3600, hours: 3600,
  min: 60, mins: 60, minute: 60, minutes: 60,
  sec: 1, secs: 1, second: 1, seconds: 1,
};

const GLYPHS: Record<string, number> = { '¼': 0.25, '½': 0.5, '¾': 0.75 };
const NUM = '\\d+(?:\\.\\d+)?[¼½¾]?|[¼½¾]';
const UNIT = Object.keys(UNIT_SECONDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** '30 minutes', '1-2 minutes', '2 to 3 hours', '1½ hours', '45 min', 'a 5-minute rest'. */
const PART = new RegExp(
  `(?<![\\p{L}\\d.])(${NUM})(?:\\s*(?:-|–|to)\\s*(?:${NUM}))?(?:\\s*|-)(${UNIT})(?![\\p{L}])`,
  'giu',
);
/** What may join the parts of one duration: '1 hour 30 minutes', '1 h and 15 min', '1 hour, 15 minutes'. */
const JOINER = /^,?\s+(?:and\s+)?$/;

function amount(text: string): number {
  const glyph = text.at(-1) ?? '';
  const fraction = GLYPHS[glyph];
  return fraction === undefined ? Number(text) : Number(text.slice(0, -1) || 0) + fraction;
}

/**
 * The durations a step names, each once and in order, for cook-mode timers. A range runs for its
 * first number (the earliest moment to check); days and 'overnight' are left out, as no one
 * watches a kitchen timer that long.
 *
 * @example
 * findDurations('Simmer 25-35 minutes, then rest 1 hour.')
 * // [{ text: '25-35 minutes', seconds: 1500 }, { text: '1 hour', seconds: 3600 }]
 */
export function findDurations(step: string): StepDuration[] {
  const parts = [...step.matchAll(PART)].map((match) => {
    const unit = UNIT_SECONDS[(match[2] ?? '').toLowerCase()] ?? 0;
    return { start: match.index, end: match.index + match[0].length, unit, seconds: amount(match[1] ?? '') * unit };
  });
  const found: StepDuration[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (!part) continue;
    let { end, seconds } = part;
    // '1 hour 30 minutes' is one duration; '40 minutes, 5 minutes more' is two.
    const next = parts[i + 1];
    if (next && next.unit < part.unit && JOINER.test(step.slice(end, next.start))) {
      ({ end } = next);
      seconds += next.seconds;
      i += 1;
    }
    const text = step.slice(part.start, end);
    seconds = Math.round(seconds);
    if (seconds > 0 && !found.some((d) => d.text === text)) found.push({ text, seconds });
  }
  return found;
}

/**
 * A timer's length for a button: '30 min', '1 h 30 min', '45 sec'.
 *
 * @example
 * timerLabel(5400) // '1 h 30 min'
 */
export function timerLabel(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h && `${h} h`, m && `${m} min`, s && `${s} sec`].filter(Boolean);
  return parts.join(' ') || '0 sec';
}

/**
 * Time left on a running timer: 'mm:ss', or 'h:mm:ss' from an hour up. Never negative.
 *
 * @example
 * formatCountdown(60) // '01:00'
 * formatCountdown(3725) // '1:02:05'
 */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(total / 3600);
  const mm = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
