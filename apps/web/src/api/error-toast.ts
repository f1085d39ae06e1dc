import { TOASTS } from '@feastforge/domain';
import { notify } from '../lib/notify.ts';
import { ApiError, type ApiErrorCode } from './http.ts';

interface ToastText {
  title: string;
  message: string;
}

/**
 * The one table from API error codes to the spec's toast texts (section 8). Codes not listed
 * show the server's own message under 'Error', as the spec asks for "other" errors.
 */
const TOAST_BY_CODE: Partial<Record<ApiErrorCode, ToastText>> = {
  invalid_credentials: TOASTS.loginFailed,
  account_exists: TOASTS.accountExists,
  invalid_reset_token: TOASTS.invalidLink,
  network: TOASTS.unexpected,
  unexpected: TOASTS.unexpected,
  internal: TOASTS.unexpected,
};

/** Title and message for any thrown value, following the spec's error catalogue. */
export function toastTextFor(error: unknown): ToastText {
  if (!(error instanceof ApiError)) return TOASTS.unexpected;
  const known = TOAST_BY_CODE[error.code];
  if (known) return known;
  // Server-side validation speaks the same messages as the client's, so it gets the same title.
  if (error.code === 'validation_failed') {
    return { title: TOASTS.validationError.title, message: error.message };
  }
  return { title: 'Error', message: error.message || TOASTS.unexpected.message };
}

/** Shows the spec's toast for a failed call. */
export function toastApiError(error: unknown): void {
  const { title, message } = toastTextFor(error);
  notify.error(title, message);
}
