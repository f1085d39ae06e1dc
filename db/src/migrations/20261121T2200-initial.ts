import { sql, type Kysely } from 'kysely';

/**
 * Every entity of spec section 3 plus what auth, email, analytics and sync need. Written with
 * portable column types so the same migration runs on SQLite and PostgreSQL.
 */
// Migrations must not depend on the evolving schema type, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('display_name', 'text')
    .addColumn('race', 'text')
    .addColumn('character_class', 'text')
    .addColumn('gender', 'text')
    .addColumn('hero_portrait_url', 'text')
    .addColumn('hero_portrait_xp_awarded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('current_xp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_xp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mana_balance', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`mana_balance >= 0`),
    )
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('signup_promo_code', 'text')
    .addColumn('signup_referral_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').columns(['user_id']).execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').columns(['family_id']).execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('transport', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('email_outbox_to').on('email_outbox').columns(['to_address', 'created_at']).execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('properties', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_name').on('analytics_events').columns(['name', 'created_at']).execute();

  await db.schema
    .createTable('saved_recipes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('rarity', 'text', (c) => c.notNull())
    .addColumn('recipe_type', 'text', (c) => c.notNull())
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_xp_awarded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_image', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipe_data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('saved_recipes_user').on('saved_recipes').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('saved_recipes_user_version')
    .on('saved_recipes')
    .columns(['user_id', 'version'])
    .execute();
  await db.schema
    .createIndex('saved_recipes_published')
    .on('saved_recipes')
    .columns(['is_published', 'created_at'])
    .execute();
  await db.schema
    .createIndex('saved_recipes_published_rarity')
    .on('saved_recipes')
    .columns(['is_published', 'rarity'])
    .execute();
  await db.schema
    .createIndex('saved_recipes_published_type')
    .on('saved_recipes')
    .columns(['is_published', 'recipe_type'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('action_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('badges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_badges')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('badge_id', 'text', (c) => c.notNull().references('badges.id').onDelete('cascade'))
    .addColumn('unlocked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_badges_pk', ['user_id', 'badge_id'])
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('referrer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('referred_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referrals_referrer').on('referrals').columns(['referrer_id']).execute();

  await db.schema
    .createTable('promotion_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('mana_amount', 'integer', (c) => c.notNull().check(sql`mana_amount > 0`))
    .addColumn('max_uses', 'integer')
    .addColumn('current_uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('promotion_code_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('promotion_code_id', 'text', (c) => c.notNull().references('promotion_codes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('promotion_code_redemptions_once', ['promotion_code_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('mana_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mana_transactions_user')
    .on('mana_transactions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('daily_chest_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('claim_day', 'text', (c) => c.notNull())
    .addColumn('reward_type', 'text', (c) => c.notNull())
    .addColumn('reward_amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('daily_chest_claims_once', ['user_id', 'claim_day'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_session_id', 'text', (c) => c.notNull().unique())
    .addColumn('package_id', 'text', (c) => c.notNull())
    .addColumn('mana', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();

  await db.schema
    .createTable('sync_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('sync_clients')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('last_mutation_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_clients_pk', ['user_id', 'client_id'])
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_settings',
    'sync_clients',
    'sync_versions',
    'payments',
    'daily_chest_claims',
    'mana_transactions',
    'promotion_code_redemptions',
    'promotion_codes',
    'referrals',
    'user_badges',
    'badges',
    'push_subscriptions',
    'notifications',
    'saved_recipes',
    'analytics_events',
    'email_outbox',
    'password_reset_tokens',
    'refresh_tokens',
    'user_roles',
    'profiles',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
