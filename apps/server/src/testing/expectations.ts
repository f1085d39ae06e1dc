import { expect } from 'vitest';

// The answers declared with exactly this status; failing those (a route typed with any status,
// such as an HTML page), the ones whose status may be it.
type Exactly<A, S> = A extends { status: infer Declared } ? ([Declared] extends [S] ? A : never) : never;
type Possibly<A, S> = A extends { status: infer Declared } ? (S extends Declared ? A & { status: S } : never) : never;
type WithStatus<A, S> = [Exactly<A, S>] extends [never] ? Possibly<A, S> : Exactly<A, S>;

/**
 * Expects `answer` to have `status` and narrows its body to what the route declares for it: the
 * status must be one the route documents, so an undocumented answer fails to compile.
 *
 * @example
 * const res = await t.client().api.me.$get()
 * expectStatus(res, 401)
 * expect(res.body.error.code).toBe('unauthorized')
 */
export function expectStatus<A extends { status: number; body: unknown }, S extends A['status']>(
  answer: A,
  status: S,
): asserts answer is WithStatus<A, S> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}
