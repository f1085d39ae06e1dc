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
import { writeAudit } from '../admin/audit.ts';

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
 * Creates a promotion code (already upper-cased and checked by the schema) and records it in the
 * audit log in the same transaction. A code that exists already is refused with 409
 * `promo_code_exists` and leaves no audit row; the unique index decides, so two admins creating
 * the same code at once get one code and one refusal.
 *
 * @example
 * await createPromoCode(db, adminId, { code: 'FEAST25', manaAmount: 25, maxUses: null })
 */
export async function createPromoCode(
  db: Kysely<Database>,
  adminId: string,
  input: z.output<typeof CreatePromoCodeBody>,
): Promise<PromoCodeRow> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
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
    await writeAudit(trx, {
      actorId: adminId,
      action: 'promo_code_created',
      targetType: 'promo_code',
      targetId: inserted.id,
      details: { code: inserted.code, manaAmount: inserted.mana_amount, maxUses: inserted.max_uses },
    });
    return toRow(inserted);
  });
}

/**
 * Activates or deactivates a code, recording the switch in the audit log in the same transaction.
 * The admin screen sends the state it switches to rather than 'toggle', so a retried request can't
 * flip the code back; a code already in that state changes nothing and writes no audit row.
 *
 * @example
 * const row = await setPromoCodeActive(db, adminId, codeId, false) // row.isActive === false; redemptions now answer 'invalid'
 */
export async function setPromoCodeActive(
  db: Kysely<Database>,
  adminId: string,
  id: string,
  isActive: boolean,
): Promise<PromoCodeRow> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('promotion_codes')
      .set({ is_active: isActive ? 1 : 0 })
      .where('id', '=', id)
      .where('is_active', '=', isActive ? 0 : 1)
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const current = await trx.selectFrom('promotion_codes').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw noSuchCode();
      return toRow(current);
    }
    await writeAudit(trx, {
      actorId: adminId,
      action: isActive ? 'promo_code_activated' : 'promo_code_deactivated',
      targetType: 'promo_code',
      targetId: id,
      details: { code: updated.code },
    });
    return toRow(updated);
  });
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
