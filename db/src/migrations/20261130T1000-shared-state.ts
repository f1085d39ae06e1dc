import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * State every instance over one PostgreSQL database must share (ADR 027). SQLite serves one
 * process, which keeps its limits in memory and its images on disk, so these tables exist on
 * PostgreSQL only.
 *
 * - `rate_limits`: rate-limiter-flexible's PostgreSQL store, in the shape that library reads and
 *   writes (`key`, `points`, `expire` in epoch milliseconds); `key` is text rather than its
 *   default varchar(255), as a limiter's key may hold an email and an address.
 * - `media_objects`: recipe images, hero portraits and their WebP variants, by their path under
 *   /media (`recipes/{key}.png`), with the content type and size the media route answers and the
 *   time the orphan sweep judges their age by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire').on('rate_limits').column('expire').execute();
  await db.schema
    .createTable('media_objects')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('body', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_objects').ifExists().execute();
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
