import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { ADMIN_PAGE_SIZE, invariant, type AuditAction, type AuditPage, type AuditRow } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import type { Executor } from '../db-executor.ts';
import { countOf } from './pages.ts';

/** What one audit row says: who did what to what, with what. */
export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetType: AuditRow['targetType'];
  targetId: string;
  details: AuditRow['details'];
}

/**
 * Records an admin action in the caller's transaction, so the row commits with the change it
 * describes or not at all. Rows are only ever inserted.
 *
 * @example
 * await db.transaction().execute(async (trx) => { ...change...; await writeAudit(trx, { actorId, action: 'recipe_unpublished', ... }) })
 */
export async function writeAudit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  invariant(trx.isTransaction, 'audit rows are written in the transaction of the change they record');
  await trx
    .insertInto('admin_audit')
    .values({
      id: randomUUID(),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details),
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * One page of the audit log, newest first in the order the rows were written, with each actor's
 * display name.
 *
 * @example
 * const { rows, total } = await auditPage(db, 1)
 */
export async function auditPage(db: Executor, page: number): Promise<AuditPage> {
  const rows = await db
    .selectFrom('admin_audit')
    .leftJoin('profiles', 'profiles.id', 'admin_audit.actor_id')
    .select([
      'admin_audit.id',
      'admin_audit.actor_id',
      'profiles.display_name',
      'admin_audit.action',
      'admin_audit.target_type',
      'admin_audit.target_id',
      'admin_audit.details',
      'admin_audit.created_at',
    ])
    .orderBy('admin_audit.seq', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)
    .execute();
  const total = await countOf(db.selectFrom('admin_audit'));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorName: row.display_name ?? null,
      action: row.action as AuditAction,
      targetType: row.target_type as AuditRow['targetType'],
      targetId: row.target_id,
      details: JSON.parse(row.details) as AuditRow['details'],
      createdAt: row.created_at,
    })),
    total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
