/** The kinds of job the server runs, each with the payload its handler reads. */
export const JOB_KINDS = {
  verificationEmail: 'email.verification',
  verificationResend: 'email.verification-resend',
  passwordReset: 'email.password-reset',
  userPasswordReset: 'email.password-reset-user',
  push: 'push.send',
  chestReminders: 'push.chest-reminders',
  purge: 'sync.purge',
} as const;
