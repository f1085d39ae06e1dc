import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors.ts';
import { PASSWORD_MAX_LENGTH, PasswordSchema } from './auth.ts';

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The one error shape of every API answer, as a schema for the OpenAPI document. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export const OkSchema = z.object({ ok: z.literal(true) });

export const PasswordChangeBody = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordSchema,
});
export type PasswordChangeBody = z.input<typeof PasswordChangeBody>;
