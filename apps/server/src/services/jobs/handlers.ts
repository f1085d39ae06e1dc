import { z } from 'zod';
import { PushPayloadSchema } from '@feastforge/domain';
import type { AppDeps } from '../../deps.ts';
import { sendVerificationEmail, sendVerificationToAddress } from '../accounts/email-verification.ts';
import { sendResetEmail, sendResetEmailToUser } from '../auth/password-reset.ts';
import { sendChestReminders } from '../push/chest-reminders.ts';
import { pushToUser } from '../push/send.ts';
import { purgeTombstones } from '../sync/purge.ts';
import { purgeFinishedJobs } from './job-store.ts';
import { JobWorker, type JobHandler, type JobWorkerOptions } from './job-worker.ts';
import { JOB_KINDS } from './kinds.ts';
import { logger } from '../../logger.ts';

/** Finished jobs are kept this long (for operators to look at), then go with the daily purge. */
export const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60_000;

const VerificationPayload = z.object({ userId: z.string(), email: z.string() });
const AddressPayload = z.object({ email: z.string() });
const PushJobPayload = z.object({ userId: z.string(), notice: PushPayloadSchema });

/**
 * What each job kind does. Each may run more than once (a retry, a worker that died after the
 * work but before marking it done): a repeat sends one more email or push at worst, and the
 * purges and reminder runs are idempotent by themselves. Handlers read `deps` when they run, so
 * tests that swap a provider after start are heard.
 */
export function jobHandlers(current: () => AppDeps): Record<string, JobHandler> {
  return {
    [JOB_KINDS.verificationEmail]: async (payload) => {
      const deps = current();
      const { userId, email } = VerificationPayload.parse(payload);
      await sendVerificationEmail(deps, userId, email);
    },
    [JOB_KINDS.verificationResend]: async (payload) => {
      const deps = current();
      await sendVerificationToAddress(deps, AddressPayload.parse(payload).email);
    },
    [JOB_KINDS.passwordReset]: async (payload) => {
      const deps = current();
      await sendResetEmail(deps, AddressPayload.parse(payload).email);
    },
    [JOB_KINDS.userPasswordReset]: async (payload) => {
      const deps = current();
      await sendResetEmailToUser(deps, z.object({ userId: z.string() }).parse(payload).userId);
    },
    [JOB_KINDS.push]: async (payload) => {
      const deps = current();
      const { userId, notice } = PushJobPayload.parse(payload);
      await pushToUser(deps.db, deps.push, userId, notice);
    },
    [JOB_KINDS.chestReminders]: async () => {
      const deps = current();
      const { reminded } = await sendChestReminders(deps, new Date());
      if (reminded > 0) logger.info({ reminded }, 'reminded cooks of their daily chest');
    },
    [JOB_KINDS.purge]: async () => {
      const deps = current();
      const now = new Date();
      await purgeTombstones(deps.db, now);
      await purgeFinishedJobs(deps.db, new Date(now.getTime() - FINISHED_JOB_RETENTION_MS));
    },
  };
}

/**
 * The instance's job worker over `db`, draining as `background` work; its handlers read
 * `current()` when a job runs (the deps it belongs to, built after it).
 *
 * @example
 * const deps: AppDeps = { ...providers, jobs: createJobWorker(db, background, () => deps) }
 */
export function createJobWorker(
  db: AppDeps['db'],
  background: AppDeps['background'],
  current: () => AppDeps,
  options: JobWorkerOptions = {},
): JobWorker {
  return new JobWorker(db, background, jobHandlers(current), options);
}
