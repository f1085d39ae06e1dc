/**
 * Whether a string can be a referral code (letters, digits, '-' and '_', at most 64). Kept apart
 * from the schemas so the browser can check a link's code without loading them.
 */
export function isReferralCode(code: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(code.trim());
}
