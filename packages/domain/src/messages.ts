import { DEFAULT_REQUIRED_MANA } from './mana.ts';

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
  resendNeeds: 'You must provide either an email or phone number and a type',
} as const;

/** Toast title and message pairs of spec section 8. */
export const TOASTS = {
  loginFailed: { title: 'Login Failed', message: 'Invalid email or password. Please try again.' },
  accountExists: { title: 'Account Exists', message: 'This email is already registered. Please login instead.' },
  unexpected: { title: 'Error', message: 'An unexpected error occurred. Please try again.' },
  invalidLink: { title: 'Invalid Link', message: 'This password reset link is invalid or has expired.' },
  invalidConfirmationLink: { title: 'Invalid Link', message: 'This confirmation link is invalid or has expired.' },
  loggedOut: { title: 'Logged Out', message: "You've been successfully logged out." },
  passwordMismatch: { title: 'Password Mismatch', message: 'Passwords do not match. Please try again.' },
  validationError: { title: 'Validation Error' },
  insufficientMana: { title: 'Insufficient Mana' },
  authRequired: { title: 'Authentication Required', message: 'Please sign in to generate recipes.' },
  trialLimit: {
    title: 'Trial Limit Reached',
    message: "You've used your free trial recipes. Create an account to keep conjuring!",
  },
  fizzle: {
    title: '✨ *Fizzle* ✨',
    message: "The magical energies couldn't quite form the image... Your mana remains intact. Try again!",
  },
  generationFailed: { title: 'Generation Failed', message: 'The recipe could not be conjured. Please try again.' },
  referralWelcome: {
    title: 'Welcome, Adventurer!',
    message: "You've been invited by a fellow chef. Sign up to claim your rewards!",
  },
} as const;

/** What a recipe's mana is for, completing 'You need N mana …' (spec section 8). */
export const CONJURE_PURPOSE = 'to conjure this recipe';

/**
 * The insufficient-mana text (spec section 8); without a figure from the server it names the default 5.
 * `purpose` says what the mana is for: a recipe unless told otherwise.
 *
 * @example
 * insufficientManaMessage(10) // 'You need 10 mana to conjure this recipe. Visit the shop to purchase more!'
 */
export function insufficientManaMessage(
  required: number = DEFAULT_REQUIRED_MANA,
  purpose: string = CONJURE_PURPOSE,
): string {
  return `You need ${required} mana ${purpose}. Visit the shop to purchase more!`;
}

/** The answer to an unknown, deleted or hidden recipe (spec section 8 'Recipe not found'). */
export const RECIPE_NOT_FOUND_MESSAGE = "The recipe you're looking for doesn't exist or has been removed.";

/** Spec section 8 'Profile, promotion, chest, badges': a portrait that could not be painted. */
export const HERO_PORTRAIT_FAILED_MESSAGE = 'Failed to generate hero portrait';

export const TAGLINE = 'Conjure Epic Fantasy Recipes That Actually Work in Your Kitchen';

/** How a hero without a display name is called wherever a name is shown. */
export const NAMELESS_HERO = 'Nameless Adventurer';
