import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type AuditRow } from '@feastforge/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { adminAuditRead } from '../../reads/queries.ts';
import { useReadState } from '../../reads/read-state.ts';
import { useCook } from '../../reads/use-viewer.ts';
import { AUDIT_ACTION_LABEL, auditDetails, auditTarget, formatDateTime, nameOf, shortId } from './admin-format.ts';
import { rowsOf } from './paged.ts';
import { useFailureToast } from './use-failure-toast.ts';

const COLUMNS: Column<AuditRow>[] = [
  {
    header: 'When',
    cell: (row) => (
      <time dateTime={row.createdAt} className="whitespace-nowrap">
        {formatDateTime(row.createdAt)}
      </time>
    ),
    rowHeader: true,
  },
  {
    header: 'Who',
    cell: (row) => (
      <span title={row.actorId}>{row.actorName === null ? shortId(row.actorId) : nameOf(row.actorName)}</span>
    ),
  },
  { header: 'What', cell: (row) => <span className="whitespace-nowrap">{AUDIT_ACTION_LABEL[row.action]}</span> },
  { header: 'Target', cell: (row) => <span title={row.targetId}>{auditTarget(row)}</span> },
  {
    header: 'Details',
    cell: (row) => (
      <ul className="text-xs text-muted">
        {auditDetails(row.details).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
  },
];

/** The Audit Log tab: every admin action that changed something, newest first, 20 a page. */
export function AuditTab() {
  const { api } = useSession();
  const { viewer } = useCook();
  const [page, setPage] = useState(1);
  const read = useQuery({ ...adminAuditRead(api, viewer, page), placeholderData: keepPreviousData });
  const rows = rowsOf(useReadState(read));
  useFailureToast(read.isError, ADMIN_MESSAGES.loadAuditFailed);

  return (
    <>
      <h2 className="font-display text-2xl font-bold">Audit Log</h2>
      <p className="-mt-2 text-sm text-muted">Who changed what, and when. Entries are never edited or removed.</p>
      <DataTable
        label="Audit log"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        empty="No admin actions yet."
        onRetry={() => void read.refetch()}
        minWidth="60rem"
      />
      <Pager label="Audit log" page={page} pageSize={ADMIN_PAGE_SIZE} total={read.data?.total} onPage={setPage} />
    </>
  );
}
