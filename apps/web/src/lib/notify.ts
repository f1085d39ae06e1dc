import { noticeFor, TOASTS, type Notice, type NoticeContext } from '@feastforge/domain';
import { ApiError } from '../api/http.ts';
import { showToast } from './toaster.ts';

/**
 * Toasts in the spec's title + message form. Errors are the destructive style (spec section 8:
 * title 'Error' unless one is given).
 */
export const notify = {
  error(title: string, message?: string, id?: string): void {
    showToast((toast) => toast.error(title, { description: message, id }));
  },
  success(title: string, message?: string, id?: string, action?: { label: string; onClick(): void }): void {
    showToast((toast) => toast.success(title, { description: message, id, action }));
  },
  info(title: string, message?: string, id?: string): void {
    showToast((toast) => toast(title, { description: message, id }));
  },
  /** Takes every toast on screen away (what they said no longer holds, e.g. after a sign-up). */
  clear(): void {
    showToast((toast) => toast.dismiss());
  },
};

/** The id of the form validation toast: a second mistake replaces the first rather than stacking. */
export const VALIDATION_TOAST_ID = 'validation-error';

/** The spec's notice for anything thrown: an API failure by its code, anything else as unexpected. */
export function noticeForError(error: unknown, context?: NoticeContext): Notice {
  if (!(error instanceof ApiError)) return TOASTS.unexpected;
  return noticeFor(error, context);
}

/** Shows the spec's error toast for anything thrown. */
export function notifyError(error: unknown, context?: NoticeContext): void {
  const { title, message } = noticeForError(error, context);
  notify.error(title, message);
}
