import { describe, expect, it } from 'vitest';
import { runInSlices } from './run-in-slices.ts';

/** Steps that each take about `ms` of busy time, counted in `done`. */
function* busySteps(count: number, ms: number, done: { steps: number }) {
  for (let i = 0; i < count; i += 1) {
    const until = performance.now() + ms;
    while (performance.now() < until);
    done.steps += 1;
    yield;
  }
}

describe('runInSlices', () => {
  it('runs every step, gives way between slices, and reports when it is done', async () => {
    const done = { steps: 0 };
    const seen: number[] = [];
    const finished = new Promise<number>((resolve) =>
      runInSlices(busySteps(20, 1, done), { sliceMs: 3, onDone: resolve }),
    );
    // Other work queued meanwhile runs between slices, not after all twenty steps.
    const other = new Promise<void>((resolve) => setImmediate(() => (seen.push(done.steps), resolve())));
    await other;
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(20);
    expect(await finished).toBeGreaterThan(0);
    expect(done.steps).toBe(20);
  });

  it('stops when asked, and never reports done', async () => {
    const done = { steps: 0 };
    let reported = false;
    const stop = runInSlices(busySteps(1000, 1, done), { sliceMs: 2, onDone: () => (reported = true) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    const at = done.steps;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done.steps).toBe(at);
    expect(at).toBeLessThan(1000);
    expect(reported).toBe(false);
  });

  it('ends the run at a step that throws, reports it, and throws nothing at the process', async () => {
    function* failing() {
      yield;
      throw new Error('broken step');
    }
    const error = await new Promise<unknown>((resolve) =>
      runInSlices(failing(), { onError: resolve, onDone: () => resolve('done') }),
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('broken step');
  });
});
