import {
  ADMIN_MESSAGES,
  CODE_ALPHABET,
  RANDOM_CODE_LENGTH,
  type AuditRow,
  type ManaTransactionType,
} from '@feastforge/domain';

/** A user id as the Users tab shows it: the first 8 characters and an ellipsis (spec section 2). */
export function shortId(id: string): string {
  return `${id.slice(0, 8)}...`;
}

/** A user's name, or 'Unnamed'. */
export function nameOf(displayName: string | null): string {
  return displayName?.trim() || ADMIN_MESSAGES.unnamed;
}

/**
 * A random promotion code: 8 characters from the 32-symbol alphabet without I, O, 0 and 1
 * (spec section 5). 256 is a multiple of 32, so taking each random byte modulo 32 is unbiased.
 *
 * @example
 * randomPromoCode() // 'K7WQ2M9D'
 */
export function randomPromoCode(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(RANDOM_CODE_LENGTH));
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** A ledger amount with its sign: '+10', '-1'. */
export function signedMana(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

/** The badge of a ledger line's type. */
export const TRANSACTION_TYPE_LABEL: Record<ManaTransactionType, string> = {
  signup_bonus: 'Signup Bonus',
  generation: 'Generation',
  purchase: 'Purchase',
  purchase_reversal: 'Purchase Reversal',
  promo_code: 'Promo Code',
  referral: 'Referral',
  daily_chest: 'Daily Chest',
  admin_added: 'Admin Added',
};

/** What an audit row says was done. */
export const AUDIT_ACTION_LABEL: Record<AuditRow['action'], string> = {
  mana_added: 'Added mana',
  promo_code_created: 'Created promotion code',
  promo_code_activated: 'Activated promotion code',
  promo_code_deactivated: 'Deactivated promotion code',
  recipe_unpublished: 'Unpublished recipe',
  password_reset_sent: 'Sent password reset',
};

const TARGET_LABEL: Record<AuditRow['targetType'], string> = {
  user: 'User',
  promo_code: 'Promo code',
  recipe: 'Recipe',
};

/** An audit row's target: its kind and short id. */
export function auditTarget(row: Pick<AuditRow, 'targetType' | 'targetId'>): string {
  return `${TARGET_LABEL[row.targetType]} ${shortId(row.targetId)}`;
}

/** An audit row's details as 'key: value' lines, in a person's words ('Mana Amount: 25'). */
export function auditDetails(details: AuditRow['details']): string[] {
  return Object.entries(details).map(([key, value]) => `${words(key)}: ${value === null ? '∞' : String(value)}`);
}

function words(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

/** Uses of a code as 'current/max', with ∞ when there is no max (spec section 2). */
export function codeUses(currentUses: number, maxUses: number | null): string {
  return `${currentUses}/${maxUses ?? '∞'}`;
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A date as the tables show it. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));
/** A date and time, for the user's profile and the audit log. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** A chart day ('YYYY-MM-DD', UTC) as 'Nov 27'. */
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));
