import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// An unexpected console.error is a bug even when the assertions pass (a 500 swallowed somewhere).
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  expect(calls, 'unexpected console.error').toEqual([]);
});
