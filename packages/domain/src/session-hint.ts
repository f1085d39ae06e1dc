/**
 * The cookie that tells the web app's scripts this browser holds a refresh cookie (which is
 * httpOnly, so they cannot see it). Its value means nothing (ADR 017). Kept apart from the schemas
 * so every page can read it without loading them.
 */
export const SESSION_HINT_COOKIE = 'ff_session';
