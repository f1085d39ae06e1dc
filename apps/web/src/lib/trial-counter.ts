import { TRIAL_GENERATIONS } from '@feastforge/domain';

/** Browser storage key of spec section 3: the visitor's trial generations. */
export const TRIAL_STORAGE_KEY = 'feastforge_trial_generations';

export interface TrialCounter {
  count: number;
  lastUsed: string | null;
}

/** The visitor's trial count; unreadable or missing storage counts as none used (the server has its own count). */
export function readTrials(): TrialCounter {
  try {
    const raw = localStorage.getItem(TRIAL_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed === 'object' && parsed !== null && 'count' in parsed && typeof parsed.count === 'number') {
      const lastUsed = 'lastUsed' in parsed && typeof parsed.lastUsed === 'string' ? parsed.lastUsed : null;
      return { count: Math.max(0, Math.floor(parsed.count)), lastUsed };
    }
  } catch {
    // Private modes and full disks: fall through.
  }
  return { count: 0, lastUsed: null };
}

/** Trials left on this device, as far as the browser knows. */
export function trialsLeft(counter: TrialCounter = readTrials()): number {
  return Math.max(0, TRIAL_GENERATIONS - counter.count);
}

/**
 * Records one successful trial. The server's answer says how many remain by its own count, which
 * wins when storage was cleared.
 *
 * @example
 * recordTrial(answer.trialsRemaining)
 */
export function recordTrial(serverRemaining?: number): TrialCounter {
  const current = readTrials();
  const count =
    serverRemaining === undefined
      ? current.count + 1
      : Math.max(current.count + 1, TRIAL_GENERATIONS - serverRemaining);
  const next = { count, lastUsed: new Date().toISOString() };
  try {
    localStorage.setItem(TRIAL_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // The server still counts.
  }
  return next;
}

/** A visitor's device id for the server's trial count, made once and kept in the browser. */
export function deviceId(): string {
  const key = 'feastforge_device_id';
  try {
    const known = localStorage.getItem(key);
    if (known && /^[0-9a-f-]{36}$/i.test(known)) return known;
    const made = crypto.randomUUID();
    localStorage.setItem(key, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}
