import { TOASTS } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { noticeForError } from './notify.ts';
import { ApiError } from '../api/http.ts';

describe('noticeForError', () => {
  it('uses the spec texts for known auth failures', () => {
    expect(noticeForError(new ApiError(401, 'invalid_credentials', 'x'))).toEqual(TOASTS.loginFailed);
    expect(noticeForError(new ApiError(409, 'account_exists', 'x'))).toEqual(TOASTS.accountExists);
    expect(noticeForError(new ApiError(400, 'invalid_reset_token', 'x'))).toEqual(TOASTS.invalidLink);
  });

  it("shows the server's message for other errors", () => {
    expect(noticeForError(new ApiError(429, 'rate_limited', 'Too many attempts. Try again in a minute.'))).toEqual({
      title: 'Error',
      message: 'Too many attempts. Try again in a minute.',
    });
  });

  it('titles server validation like client validation', () => {
    expect(noticeForError(new ApiError(400, 'validation_failed', 'Please enter a valid email address'))).toEqual({
      title: 'Validation Error',
      message: 'Please enter a valid email address',
    });
  });

  it('falls back to the unexpected-error text for network failures and non-API errors', () => {
    expect(noticeForError(new ApiError(0, 'network', 'offline'))).toEqual(TOASTS.unexpected);
    expect(noticeForError(new TypeError('boom'))).toEqual(TOASTS.unexpected);
  });
});
