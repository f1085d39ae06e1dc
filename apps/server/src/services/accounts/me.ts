import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DomainError, type Me, type ProfilePatchBody } from '@feastforge/domain';
import type { Database, ProfileRow, ProfileUpdate } from '@feastforge/db';
import type { Executor } from '../db-executor.ts';
import { checkBadges } from '../progression/check-badges.ts';
import { nextVersion } from '../sync/versions.ts';

/** The standing larder as stored (JSON text), read back; a row that holds no array has none. */
function storedLarder(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

export function toProfile(row: ProfileRow): Me['profile'] {
  return {
    id: row.id,
    displayName: row.display_name,
    race: row.race,
    characterClass: row.character_class,
    gender: row.gender,
    heroPortraitUrl: row.hero_portrait_url,
    level: row.level,
    currentXp: row.current_xp,
    totalXp: row.total_xp,
    manaBalance: row.mana_balance,
    referralCode: row.referral_code,
    createdAt: row.created_at,
    larder: storedLarder(row.larder),
  };
}

/**
 * Admin status (spec section 5: a user_roles row with role admin), and only for an account whose
 * owner has confirmed their email address: a role can't be claimed by registering an address first.
 */
export async function isAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const role = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select('user_roles.role')
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.role', '=', 'admin')
    .where('users.email_verified_at', 'is not', null)
    .executeTakeFirst();
  return role !== undefined;
}

/**
 * The signed-in user's account: email, profile, balance, level, XP and admin flag.
 *
 * @example
 * const me = await getMe(db, userId)
 */
export async function getMe(db: Kysely<Database>, userId: string): Promise<Me> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const profile = await db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user || !profile) throw new DomainError('unauthorized', 'Please sign in again.');
  return {
    user: { id: user.id, email: user.email, emailVerified: user.email_verified_at !== null },
    profile: toProfile(profile),
    isAdmin: await isAdmin(db, userId),
  };
}

/**
 * Writes a validated profile edit and stamps the profile with the user's next sync version, so
 * the user's other devices pull it. Shared by `PATCH /api/me/profile` and the sync push; run it
 * inside the caller's transaction. Gender arrives already lower-cased by the schema. Then checks
 * badges in the same transaction (a completed hero earns 'hero-profile' at once, not at the next
 * unrelated check) and answers the names of those unlocked; tell the tabs after the commit.
 *
 * @example
 * const newBadges = await db.transaction().execute((trx) => applyProfilePatch(trx, userId, { race: 'Elf' }))
 */
export async function applyProfilePatch(
  trx: Executor,
  userId: string,
  patch: z.output<typeof ProfilePatchBody>,
): Promise<string[]> {
  const version = await nextVersion(trx, userId);
  const set: ProfileUpdate = { updated_at: new Date().toISOString(), version };
  if (patch.displayName !== undefined) set.display_name = patch.displayName;
  if (patch.race !== undefined) set.race = patch.race;
  if (patch.characterClass !== undefined) set.character_class = patch.characterClass;
  if (patch.gender !== undefined) set.gender = patch.gender;
  if (patch.larder !== undefined) set.larder = JSON.stringify(patch.larder);
  const result = await trx.updateTable('profiles').set(set).where('id', '=', userId).executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new DomainError('unauthorized', 'Please sign in again.');
  return checkBadges(trx, userId, version);
}

/**
 * Applies a validated profile edit and answers the updated account and the badges it unlocked.
 *
 * @example
 * const { me, newBadges } = await updateProfile(db, userId, { gender: 'other' })
 */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  patch: z.output<typeof ProfilePatchBody>,
): Promise<{ me: Me; newBadges: string[] }> {
  const newBadges =
    Object.keys(patch).length > 0 ? await db.transaction().execute((trx) => applyProfilePatch(trx, userId, patch)) : [];
  return { me: await getMe(db, userId), newBadges };
}

/**
 * Makes the configured `ADMIN_EMAIL` an admin once that account exists and its holder has confirmed
 * the address (at start, when the holder follows the confirmation link, after a password reset).
 */
export async function grantAdminByEmail(db: Executor, email: string | undefined): Promise<void> {
  if (!email) return;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!user) return;
  await db
    .insertInto('user_roles')
    .values({ user_id: user.id, role: 'admin', created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}
