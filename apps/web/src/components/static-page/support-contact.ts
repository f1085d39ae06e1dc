/**
 * The one support address; the contact page, the legal pages and anything else that asks users to
 * write in link here, so changing inboxes is a one-line edit.
 *
 * @example
 * <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>
 */
export const SUPPORT_EMAIL = 'support@feastforge.app';

export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;

/** Response-time promise, worded as the spec gives it (section 2, Static pages). */
export const SUPPORT_RESPONSE_NOTE = 'We typically respond within 24-48 hours during business days.';
