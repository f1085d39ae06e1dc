import type { ErrorCode } from './errors.ts';
import { DEFAULT_MANA_COST, DEFAULT_REQUIRED_MANA, SIGNUP_BONUS_MANA } from './mana.ts';
import { HERO_PORTRAIT_FAILED_MESSAGE, insufficientManaMessage, RECIPE_NOT_FOUND_MESSAGE, TOASTS } from './messages.ts';

/** What a screen shows for a failure: the toast's title and message, and the page to go to, if any. */
export interface Notice {
  title: string;
  message: string;
  goTo?: string;
}

/** The codes a client can meet: the API's own, plus the two failures that never reach it. */
export type ClientErrorCode = ErrorCode | 'network' | 'unexpected';

/** A failed call as the client knows it: the server's `{code, message, details}` or a local one. */
export interface Failure {
  code: ClientErrorCode;
  message?: string;
  details?: unknown;
}

/** Where the failure happened, when the spec gives that place texts of its own. */
export type NoticeContext = 'generation';

/** The spec's title for every error that has no title of its own (section 8). */
export const ERROR_TITLE = 'Error';

type NoticeRule = (failure: Failure) => Notice;

const fixed =
  (text: { title: string; message: string }, goTo?: string): NoticeRule =>
  () => ({ ...text, ...(goTo ? { goTo } : {}) });

/**
 * The one table from error codes to the spec's texts (section 8). Codes not listed show the
 * server's own message under 'Error', as the spec asks for "other" errors.
 */
const NOTICE_BY_CODE: Partial<Record<ClientErrorCode, NoticeRule>> = {
  invalid_credentials: fixed(TOASTS.loginFailed),
  account_exists: fixed(TOASTS.accountExists),
  invalid_reset_token: fixed(TOASTS.invalidLink),
  invalid_verification_token: fixed(TOASTS.invalidConfirmationLink),
  network: fixed(TOASTS.unexpected),
  unexpected: fixed(TOASTS.unexpected),
  internal: fixed(TOASTS.unexpected),
  // Server-side validation speaks the same messages as the client's, so it gets the same title.
  validation_failed: (failure) => ({
    title: TOASTS.validationError.title,
    message: failure.message || TOASTS.unexpected.message,
  }),
  insufficient_mana: (failure) => ({
    title: TOASTS.insufficientMana.title,
    message: insufficientManaMessage(requiredMana(failure.details)),
    goTo: '/shop',
  }),
  trial_exhausted: fixed(TOASTS.trialLimit, '/register-benefits'),
  image_failed: fixed(TOASTS.fizzle, '/wizard'),
  generation_failed: (failure) => ({
    title: TOASTS.generationFailed.title,
    message: failure.message || TOASTS.generationFailed.message,
    goTo: '/wizard',
  }),
  // Spec section 8: the server's text under these titles.
  already_claimed: (failure) => ({ title: 'Already Claimed', message: failure.message || TOASTS.unexpected.message }),
  promo_code_rejected: (failure) => ({ title: 'Invalid Code', message: failure.message || TOASTS.unexpected.message }),
};

/** Generation has texts of its own for a missing session and for any other refusal. */
const DURING_GENERATION: Partial<Record<ClientErrorCode, NoticeRule>> = {
  unauthorized: fixed(TOASTS.authRequired, '/auth'),
};

/**
 * The notice for a failure, from the one table of spec section 8.
 *
 * @example
 * noticeFor({ code: 'insufficient_mana', details: { required: 10 } })
 * // { title: 'Insufficient Mana', message: 'You need 10 mana to ...', goTo: '/shop' }
 */
export function noticeFor(failure: Failure, context?: NoticeContext): Notice {
  const rule = (context === 'generation' ? DURING_GENERATION[failure.code] : undefined) ?? NOTICE_BY_CODE[failure.code];
  if (rule) return rule(failure);
  if (context === 'generation') return NOTICE_BY_CODE.generation_failed?.(failure) ?? fixed(TOASTS.unexpected)(failure);
  return { title: ERROR_TITLE, message: failure.message || TOASTS.unexpected.message };
}

/** The mana a refused generation needed (`details.required`), or the spec's default. */
export function requiredMana(details: unknown): number {
  if (typeof details === 'object' && details !== null && 'required' in details && typeof details.required === 'number')
    return details.required;
  return DEFAULT_REQUIRED_MANA;
}

/** Success and status toasts of the flows the web app runs (spec sections 4 and 8). */
export const FLOW_TOASTS = {
  recipeSaved: (title: string) => ({ title: 'Recipe Saved!', message: `${title} is in your tome.` }),
  queuedRecipeSaved: (title: string) => ({
    title: 'Recipe Saved!',
    message: `${title} was conjured now that you are back online.`,
  }),
  trialRecipe: (remaining: number) => ({
    title: 'Trial Recipe Generated!',
    message: `${remaining} free ${remaining === 1 ? 'recipe' : 'recipes'} left. Create an account to keep your recipes.`,
  }),
  published: { title: 'Recipe Published!', message: 'It now has a place in the Feast Hall.' },
  unpublished: { title: 'Recipe Unpublished', message: 'It has been taken down from the Feast Hall.' },
  deleted: { title: 'Recipe Deleted', message: 'It has been removed from your tome.' },
  /** Added to a toast when the change was kept on the device for later. */
  offlineQueuedNote: 'Saved on this device. It will reach the server when you are back online.',
  unsyncedSignOut: 'Some of your changes have not reached the server yet. Connect to the internet and try again.',
  offlineSignOut: "You're offline. Connect to the internet to sign out.",
  printPreparing: 'Preparing Print View',
  printReady: 'Print Ready!',
  printFailed: { title: 'Export Failed', message: 'Failed to prepare print view. Please try again.' },
  printBlocked: 'Could not open print window. Please check your popup blocker.',
  tomeUpdatedElsewhere: 'Feastforge was updated in another tab',
  recipeNotFound: { title: 'Recipe Not Found', message: RECIPE_NOT_FOUND_MESSAGE },
  linkCopied: { title: 'Link Copied!' },
  copyFailed: { title: 'Copy Failed', message: 'Failed to copy link' },
  shareBlocked: { title: 'Opening Share', message: 'Allow pop-ups for this site to share, or copy the link instead.' },
  // Spec section 8 'Profile, promotion, chest, badges'.
  profileUpdated: { title: 'Profile Updated', message: 'Your hero has been updated.' },
  profileUpdateFailed: { title: ERROR_TITLE, message: 'Failed to update profile' },
  portraitPainted: (firstXp: number | null) => ({
    title: 'Portrait Painted!',
    message: firstXp === null ? 'Your hero has a new look.' : `+${firstXp} XP for your first portrait.`,
  }),
  portraitFailed: { title: ERROR_TITLE, message: HERO_PORTRAIT_FAILED_MESSAGE },
  chestFailed: { title: ERROR_TITLE, message: 'Failed to open chest. Please try again.' },
  promoRedeemed: (mana: number) => ({ title: 'Promotion Code Redeemed!', message: `You received ${mana} mana.` }),
  promoFailed: { title: 'Promotion Code Error', message: 'Could not apply promotion code.' },
  badgeCheckSignedOut: { title: ERROR_TITLE, message: 'Please sign in again to check badges' },
  badgeCheckFailed: { title: ERROR_TITLE, message: 'Failed to check badges. Please try again.' },
  // The spec names these auth flows but not their words.
  /** After a sign-up: what the new cook got, in the words of the shop's 'About Mana' box. */
  welcome: {
    title: 'Welcome to Feastforge!',
    message: `You received ${SIGNUP_BONUS_MANA} free mana. Each recipe costs ${DEFAULT_MANA_COST} mana, and mana never expires.`,
  },
  resetLinkSent: {
    title: 'Check your email',
    message: 'If an account exists for that address, we have sent a link to reset your password.',
  },
  passwordUpdated: { title: 'Password Updated', message: 'Your new password is set and you are signed in.' },
  confirmationSent: {
    title: 'Check your email',
    message:
      'If that address has an unconfirmed account, a new confirmation link is on its way (it works for 24 hours).',
  },
  emailConfirmed: { title: 'Email Confirmed', message: 'Thank you! Your email address is confirmed.' },
} as const;
