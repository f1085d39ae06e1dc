import { afterEach, beforeEach, expect } from 'vitest';
import { captureServerLogs, errorLinesLeft } from './log-capture.ts';

// Like an unexpected console.error (vitest.setup.ts), an error the server logs is a bug even when
// the assertions pass. Server log lines stay quiet unless LOG_LEVEL asks to see them.
let releaseLogs: () => void;
beforeEach(() => {
  releaseLogs = captureServerLogs(process.env.LOG_LEVEL);
});
afterEach(() => {
  releaseLogs();
  expect(errorLinesLeft(), 'unexpected error logged by the server').toEqual([]);
});
