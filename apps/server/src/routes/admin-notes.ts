/** What the admin routes' 403 means, in every operation's documentation. */
export const ADMIN_NOTES = { forbidden: 'signed in, but not an admin' } as const;
