/**
 * User-facing texts from the spec (sections 5 and 8), written once. The web client shows these
 * verbatim; the server uses the validation ones in its error answers.
 */
export const VALIDATION = {
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordCommon: 'This password is one of the most common and easily guessed. Please choose another.',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordMismatch: 'Passwords do not match. Please try again.',
  promoEmpty: 'Please enter a promotion code',
  portraitNeeds: 'Please select both race and class',
} as const;

/** Toast title and message pairs of spec section 8. */
export const TOASTS = {
  loginFailed: { title: 'Login Failed', message: 'Invalid email or password. Please try again.' },
  accountExists: { title: 'Account Exists', message: 'This email is already registered. Please login instead.' },
  unexpected: { title: 'Error', message: 'An unexpected error occurred. Please try again.' },
  invalidLink: { title: 'Invalid Link', message: 'This password reset link is invalid or has expired.' },
  loggedOut: { title: 'Logged Out', message: "You've been successfully logged out." },
  passwordMismatch: { title: 'Password Mismatch', message: 'Passwords do not match. Please try again.' },
  validationError: { title: 'Validation Error' },
  referralWelcome: {
    title: 'Welcome, Adventurer!',
    message: "You've been invited by a fellow chef. Sign up to claim your rewards!",
  },
} as const;

export const TAGLINE = 'Conjure Epic Fantasy Recipes That Actually Work in Your Kitchen';
