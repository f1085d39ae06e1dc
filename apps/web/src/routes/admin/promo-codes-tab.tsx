import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type PromoCodeRow } from '@feastforge/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { notify } from '../../lib/notify.ts';
import { adminCodesRead } from '../../reads/queries.ts';
import { useReadState, type ReadState } from '../../reads/read-state.ts';
import { useAfterWrite } from '../../reads/use-after-write.ts';
import { useCook } from '../../reads/use-viewer.ts';
import { codeUses, formatDate } from './admin-format.ts';
import { CreateCodeForm } from './create-code-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useFailureToast } from './use-failure-toast.ts';

/** The Promo Codes tab: the create form, then every code (20 a page) with its switch. */
export function PromoCodesTab() {
  const { api } = useSession();
  const { viewer } = useCook();
  const [page, setPage] = useState(1);
  const read = useQuery({ ...adminCodesRead(api, viewer, page), placeholderData: keepPreviousData });
  const state = useReadState(read);
  const rows: ReadState<PromoCodeRow[]> = state.state === 'ready' ? { state: 'ready', data: state.data.codes } : state;
  useFailureToast(read.isError, ADMIN_MESSAGES.loadCodesFailed);

  const columns: Column<PromoCodeRow>[] = [
    { header: 'Code', cell: (code) => <code className="font-semibold">{code.code}</code>, rowHeader: true },
    { header: 'Mana', cell: (code) => code.manaAmount, align: 'end' },
    { header: 'Uses', cell: (code) => codeUses(code.currentUses, code.maxUses), align: 'end' },
    { header: 'Status', cell: (code) => <StatusBadge on={code.isActive} labels={['Active', 'Inactive']} /> },
    {
      header: 'Created',
      cell: (code) => (
        <time dateTime={code.createdAt} className="whitespace-nowrap">
          {formatDate(code.createdAt)}
        </time>
      ),
    },
    { header: 'Actions', cell: (code) => <ToggleCode code={code} /> },
  ];

  return (
    <>
      <h2 className="font-display text-2xl font-bold">Promo Codes</h2>
      <CreateCodeForm />
      <DataTable
        label="Promotion codes"
        columns={columns}
        rows={rows}
        rowKey={(code) => code.id}
        empty="No promotion codes yet."
        onRetry={() => void read.refetch()}
        minWidth="40rem"
      />
      <Pager label="Promotion codes" page={page} pageSize={ADMIN_PAGE_SIZE} total={read.data?.total} onPage={setPage} />
    </>
  );
}

/** Activate or Deactivate, with the spec's toasts. */
function ToggleCode({ code }: { code: PromoCodeRow }) {
  const { api } = useSession();
  const wrote = useAfterWrite();
  const [running, setRunning] = useState(false);
  const toggle = async () => {
    setRunning(true);
    try {
      const updated = await api.admin.setCodeActive(code.id, !code.isActive);
      notify.success(updated.isActive ? 'Promotion code activated.' : 'Promotion code deactivated.');
      await wrote({ kind: 'admin-code' });
    } catch (error) {
      console.warn('Promotion code update failed:', error instanceof ApiError ? error.code : error);
      notify.error('Error', ADMIN_MESSAGES.toggleCodeFailed);
    } finally {
      setRunning(false);
    }
  };
  const action = code.isActive ? 'Deactivate' : 'Activate';
  return (
    <Button
      variant={code.isActive ? 'outline' : 'primary'}
      size="sm"
      busy={running}
      onClick={() => void toggle()}
      aria-label={`${action} ${code.code}`}
    >
      {action}
    </Button>
  );
}
