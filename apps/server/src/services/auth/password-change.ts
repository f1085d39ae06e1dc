import type { z } from 'zod';
import { DomainError, type PasswordChangeBody } from '@feastforge/domain';
import type { AppDeps } from '../../deps.ts';
import { commonPasswordProblem, hashPassword, verifyPassword } from './passwords.ts';
import { spend } from '../rate-limits.ts';
import { endSessions } from './sessions.ts';

/**
 * Changes the password of a signed-in user after checking the current one, and signs out every
 * other device (this one stays signed in).
 */
export async function changePassword(
  deps: AppDeps,
  auth: { userId: string; sessionId: string },
  input: z.output<typeof PasswordChangeBody>,
): Promise<void> {
  await spend(deps.limits.passwordChangeByUser, auth.userId);
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new DomainError('invalid_credentials', 'Your current password is not correct.');
  }
  const weak = commonPasswordProblem(input.newPassword);
  if (weak) throw new DomainError('validation_failed', weak, { field: 'newPassword' });
  const now = new Date().toISOString();
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.newPassword), password_changed_at: now })
    .where('id', '=', auth.userId)
    .execute();
  await endSessions(deps.db, auth.userId, auth.sessionId, 'others');
  deps.live.publish(auth.userId, { type: 'sessions' });
}
