import { levelValue, routeLogLines } from '../logger.ts';

/** One JSON log line as written. */
export interface LogLine {
  level: number;
  msg?: string;
  requestId?: string;
  [field: string]: unknown;
}

const lines: LogLine[] = [];
const raw: string[] = [];

/**
 * Collects the server's log lines for the current test (installed by vitest.setup.ts), printing
 * those at `LOG_LEVEL` and above when it is set, and nothing otherwise.
 */
export function captureServerLogs(printFrom: string | undefined): () => void {
  lines.length = 0;
  raw.length = 0;
  const threshold = printFrom && printFrom !== 'silent' ? levelValue(printFrom as 'info') : Infinity;
  return routeLogLines((line) => {
    raw.push(line);
    const parsed = JSON.parse(line) as LogLine;
    lines.push(parsed);
    if (parsed.level >= threshold) process.stdout.write(line);
  });
}

/**
 * The lines logged so far in this test, which are then taken: a test that expects an error line
 * takes it, and the setup fails the test for any error line left over.
 *
 * @example
 * expect(takeLogs().map((l) => l.msg)).toContain('image failed (Fizzle)')
 */
export function takeLogs(): LogLine[] {
  return lines.splice(0);
}

/** Every line written in this test, as text (redaction tests read them whole). */
export function logText(): string {
  return raw.join('');
}

/** The error (and fatal) lines logged and not taken. */
export function errorLinesLeft(): LogLine[] {
  return lines.filter((line) => line.level >= levelValue('error'));
}
