import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { JobsTable, MediaObjectsTable, RateLimitsTable } from './schema-instances.ts';
import type { DemoCheckoutsTable, PaymentEventsTable, PaymentsTable } from './schema-payments.ts';

export type { JobsTable, MediaObjectsTable, RateLimitsTable } from './schema-instances.ts';
export type { DemoCheckoutsTable, PaymentEventsTable, PaymentsTable } from './schema-payments.ts';

/**
 * Database schema shared by SQLite and PostgreSQL. Portable column choices (see
 * docs/decisions/003-database.md): ids are text UUIDs, timestamps are ISO-8601 UTC text (sortable),
 * booleans are 0/1 integers and JSON is stored as text.
 */
type Bool = ColumnType<number, number | undefined, number>;
type Timestamp = string;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
  password_changed_at: Timestamp;
  /** When the owner followed a verification link; null until then (no admin role before it). */
  email_verified_at: Timestamp | null;
}

export interface ProfilesTable {
  id: string;
  display_name: string | null;
  race: string | null;
  character_class: string | null;
  gender: string | null;
  hero_portrait_url: string | null;
  hero_portrait_xp_awarded: Bool;
  level: Generated<number>;
  current_xp: Generated<number>;
  total_xp: Generated<number>;
  mana_balance: Generated<number>;
  referral_code: string;
  signup_promo_code: string | null;
  signup_referral_code: string | null;
  /** The standing larder: a JSON array of food ids. */
  larder: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Per-user sync version of the last change (see SyncVersionsTable). */
  version: Generated<number>;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Set when this token was exchanged for its successor; presenting it again is a replay. */
  rotated_at: Timestamp | null;
  /** The token this one was exchanged for. */
  replaced_by: string | null;
  revoked_at: Timestamp | null;
  user_agent: string | null;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmailVerificationTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  transport: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** JSON array of the exact strings (links carrying tokens) to remove once they stop working. */
  secrets: string | null;
  /** When `secrets` stop working; past it the purge removes them from the bodies. */
  secrets_expire_at: Timestamp | null;
}

export interface AnalyticsEventsTable {
  id: string;
  user_id: string | null;
  name: string;
  path: string | null;
  properties: string | null;
  created_at: Timestamp;
}

export interface SavedRecipesTable {
  id: string;
  user_id: string;
  title: string;
  description: string;
  rarity: string;
  recipe_type: string;
  is_published: Bool;
  publish_xp_awarded: Bool;
  has_image: Bool;
  recipe_data: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Per-user sync version of the last change; tombstoned rows keep `deleted_at`. */
  version: Generated<number>;
  deleted_at: Timestamp | null;
  /** Generated from `rarity`: common 0 … legendary 4, what the rarity sorts order by. */
  rarity_rank: GeneratedAlways<number>;
  /** Generated from `recipe_data.image`: the image's address, null when there is none. */
  image: GeneratedAlways<string | null>;
}

/** Listed (published, live) recipes of each type and rarity, kept by triggers (ADR 013). */
export interface SavedRecipesListedCountsTable {
  recipe_type: string;
  rarity: string;
  listed: number;
}

/** One row (id 1): bumped by triggers whenever the Feast Hall's listing changes. */
export interface SavedRecipesListingVersionTable {
  id: number;
  version: number | string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  title: string;
  message: string;
  read: Bool;
  action_url: string | null;
  created_at: Timestamp;
  version: Generated<number>;
  deleted_at: Timestamp | null;
}

/** One item of a cook's shopping list (migration 20261201T1000). */
export interface ShoppingItemsTable {
  user_id: string;
  id: string;
  food_id: string | null;
  text: string;
  grams: number | null;
  recipe_id: string | null;
  recipe_title: string | null;
  checked: Bool;
  created_at: Timestamp;
  version: Generated<number>;
  deleted_at: Timestamp | null;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** One row per user and UTC day whose chest reminder was claimed for sending (ADR 016). */
export interface ChestRemindersTable {
  user_id: string;
  /** The UTC day, `YYYY-MM-DD`, as `daily_chest_claims.claim_day`. */
  day: string;
  sent_at: Timestamp;
}

/** A single-use pass to the live event stream, stored as its SHA-256 (ADR 016). */
export interface LiveStreamTicketsTable {
  ticket_hash: string;
  user_id: string;
  session_id: string;
  expires_at: Timestamp;
}

export interface BadgesTable {
  id: string;
  name: string;
  description: string;
  icon: string;
  category: string;
  sort_order: number;
}

export interface UserBadgesTable {
  user_id: string;
  badge_id: string;
  unlocked_at: Timestamp;
}

export interface ReferralsTable {
  id: string;
  referrer_id: string;
  referred_id: string;
  created_at: Timestamp;
  /** When the referrer was rewarded; null until the referred user confirms their address. */
  rewarded_at: Generated<Timestamp | null>;
}

export interface PromotionCodesTable {
  id: string;
  code: string;
  mana_amount: number;
  max_uses: number | null;
  current_uses: Generated<number>;
  is_active: Bool;
  created_by: string | null;
  created_at: Timestamp;
}

export interface PromotionCodeRedemptionsTable {
  id: string;
  promotion_code_id: string;
  user_id: string;
  created_at: Timestamp;
}

export interface ManaTransactionsTable {
  id: string;
  user_id: string;
  amount: number;
  transaction_type: string;
  description: string | null;
  /** Makes every grant replay-safe: the same key can never be booked twice. */
  idempotency_key: string | null;
  balance_after: number;
  created_at: Timestamp;
}

export interface DailyChestClaimsTable {
  id: string;
  user_id: string;
  claim_day: string;
  reward_type: string;
  reward_amount: number;
  created_at: Timestamp;
}

/**
 * The per-user sync cursor: bumped in every transaction that changes a synced row, which is
 * stamped with the new value. Not an autoincrement id, which commits out of order on PostgreSQL.
 */
export interface SyncVersionsTable {
  user_id: string;
  version: number;
  /** Highest version among the tombstones purged so far; an older cursor needs a reset. */
  purged_version: Generated<number>;
}

export interface SyncClientsTable {
  user_id: string;
  client_id: string;
  last_mutation_id: number;
  updated_at: Timestamp;
}

/** A signed-in user's generation request key and the recipe it produced (answered again on a retry). */
export interface GenerationKeysTable {
  user_id: string;
  idempotency_key: string;
  recipe_id: string;
  /** The XP result of the first answer, so a retry answers it unchanged. */
  level_ups: number;
  new_level: number;
  created_at: Timestamp;
}

/** Trial generations used, per visitor device (`scope` 'device') and per network address ('ip'). */
export interface TrialUsesTable {
  scope: 'device' | 'ip';
  /** A hash of the device id or address: what is counted, not who. */
  subject: string;
  used: Generated<number>;
  updated_at: Timestamp;
}

/** One admin action that changed state; written with the change, never updated or deleted. */
export interface AdminAuditTable {
  /** Written order: the log reads newest first by it. */
  seq: GeneratedAlways<number>;
  id: string;
  actor_id: string;
  /** One of AUDIT_ACTIONS. */
  action: string;
  /** 'user', 'promo_code' or 'recipe'. */
  target_type: string;
  target_id: string;
  /** JSON object of what the action carried. */
  details: string;
  created_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  email_outbox: EmailOutboxTable;
  analytics_events: AnalyticsEventsTable;
  saved_recipes: SavedRecipesTable;
  saved_recipes_listed_counts: SavedRecipesListedCountsTable;
  saved_recipes_listing_version: SavedRecipesListingVersionTable;
  notifications: NotificationsTable;
  shopping_items: ShoppingItemsTable;
  push_subscriptions: PushSubscriptionsTable;
  chest_reminders: ChestRemindersTable;
  live_stream_tickets: LiveStreamTicketsTable;
  badges: BadgesTable;
  user_badges: UserBadgesTable;
  referrals: ReferralsTable;
  promotion_codes: PromotionCodesTable;
  promotion_code_redemptions: PromotionCodeRedemptionsTable;
  mana_transactions: ManaTransactionsTable;
  daily_chest_claims: DailyChestClaimsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  demo_checkouts: DemoCheckoutsTable;
  sync_versions: SyncVersionsTable;
  sync_clients: SyncClientsTable;
  generation_keys: GenerationKeysTable;
  trial_uses: TrialUsesTable;
  app_settings: AppSettingsTable;
  admin_audit: AdminAuditTable;
  jobs: JobsTable;
  rate_limits: RateLimitsTable;
  media_objects: MediaObjectsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type SavedRecipeRow = Selectable<SavedRecipesTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type ShoppingItemRow = Selectable<ShoppingItemsTable>;
