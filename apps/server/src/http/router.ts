import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { validationError } from './errors.ts';

/**
 * A route group whose request validation failures become the spec's validation messages
 * (thrown, so the one error handler answers them).
 */
export function createRouter<E extends Env = Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

/** OpenAPI description of a JSON body with `schema`. */
export function jsonBody<T>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** OpenAPI description of a JSON answer. */
export function jsonAnswer<T>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}
