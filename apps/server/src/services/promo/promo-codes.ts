import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  DomainError,
  type CreatePromoCodeBody,
  type PromoCodePage,
  type PromoCodeRow,
} from '@feastforge/domain';
import type { Database, PromotionCodesTable } from '@feastforge/db';

function toRow(row: Selectable<PromotionCodesTable>): PromoCodeRow {
  return {
    id: row.id,
    code: row.code,
    manaAmount: row.mana_amount,
    maxUses: row.max_uses,
    currentUses: row.current_uses,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
  };
}

/** The answer to a code the admin screen names but that does not exist. */
export const noSuchCode = () => new DomainError('not_found', 'No such promotion code.');

/**
 * Creates a promotion code (already upper-cased and checked by the schema). A code that exists
 * already is refused with 409 `promo_code_exists`; the unique index decides, so two admins
 * creating the same code at once get one code and one refusal.
 *
 * @example
 * await createPromoCode(db, adminId, { code: 'FEAST25', manaAmount: 25, maxUses: null })
 */
export async function createPromoCode(
  db: Kysely<Database>,
  adminId: string,
  input: z.output<typeof CreatePromoCodeBody>,
): Promise<PromoCodeRow> {
  const inserted = await db
    .insertInto('promotion_codes')
    .values({
      id: randomUUID(),
      code: input.code,
      mana_amount: input.manaAmount,
      max_uses: input.maxUses,
      current_uses: 0,
      is_active: 1,
      created_by: adminId,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) throw new DomainError('promo_code_exists', `Promotion code ${input.code} already exists.`);
  return toRow(inserted);
}

/**
 * Activates or deactivates a code. The admin screen sends the state it switches to rather than
 * 'toggle', so a retried request can't flip the code back.
 *
 * @example
 * const row = await setPromoCodeActive(db, codeId, false) // row.isActive === false; redemptions now answer 'invalid'
 */
export async function setPromoCodeActive(db: Kysely<Database>, id: string, isActive: boolean): Promise<PromoCodeRow> {
  const updated = await db
    .updateTable('promotion_codes')
    .set({ is_active: isActive ? 1 : 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw noSuchCode();
  return toRow(updated);
}

/**
 * One page of codes for the admin screen, newest first (ties by id, so pages never overlap), and
 * the total count.
 *
 * @example
 * const { codes, total } = await promoCodePage(db, 1) // the 20 newest codes
 */
export async function promoCodePage(db: Kysely<Database>, page: number): Promise<PromoCodePage> {
  const rows = await db
    .selectFrom('promotion_codes')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)
    .execute();
  const { total } = await db
    .selectFrom('promotion_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { codes: rows.map(toRow), total: Number(total), page, pageSize: ADMIN_PAGE_SIZE };
}
