/**
 * Texts of the auth screens that the spec leaves open (it names the flows but not these words).
 * Kept together so they can move into the domain's messages if the spec ever fixes them.
 */
export const RESET_LINK_SENT = {
  title: 'Check your email',
  message: 'If an account exists for that address, we have sent a link to reset your password.',
} as const;

export const PASSWORD_UPDATED = {
  title: 'Password Updated',
  message: 'Your new password is set and you are signed in.',
} as const;
