import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type AdminUserRow } from '@feastforge/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, Search, UserRound } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../auth/use-session.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { inputClasses } from '../../components/ui/text-field.tsx';
import { adminUsersRead } from '../../reads/queries.ts';
import { useReadState } from '../../reads/read-state.ts';
import { useCook } from '../../reads/use-viewer.ts';
import { formatDate, nameOf, shortId } from './admin-format.ts';
import { rowsOf } from './paged.ts';
import { useFailureToast } from './use-failure-toast.ts';
import { UserDetailsDialog } from './user-details-dialog.tsx';

/** The Users tab: search, the table (20 a page, newest first) and each user's details. */
export function UsersTab() {
  const { api } = useSession();
  const { viewer } = useCook();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [selected, setSelected] = useState<AdminUserRow | null>(null);
  const read = useQuery({ ...adminUsersRead(api, viewer, page, q), placeholderData: keepPreviousData });
  const rows = rowsOf(useReadState(read));
  useFailureToast(read.isError, ADMIN_MESSAGES.loadUsersFailed);

  const columns: Column<AdminUserRow>[] = [
    { header: 'Display Name', cell: (user) => nameOf(user.displayName), rowHeader: true },
    {
      header: 'User ID',
      cell: (user) => (
        <code title={user.id} className="text-xs">
          {shortId(user.id)}
        </code>
      ),
    },
    { header: 'Email', cell: (user) => <span className="whitespace-nowrap">{user.email}</span> },
    { header: 'Mana Balance', cell: (user) => user.manaBalance, align: 'end' },
    {
      header: 'Joined',
      cell: (user) => (
        <time dateTime={user.createdAt} className="whitespace-nowrap">
          {formatDate(user.createdAt)}
        </time>
      ),
    },
    {
      header: 'Actions',
      cell: (user) => (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setSelected(user)}
            aria-label={`View Details of ${nameOf(user.displayName)}`}
          >
            <Eye aria-hidden className="size-4" />
            View Details
          </Button>
          <Link
            to={`/my-recipes/${user.id}`}
            className={buttonClasses('ghost', 'sm')}
            aria-label={`View Profile of ${nameOf(user.displayName)}`}
          >
            <UserRound aria-hidden className="size-4" />
            View Profile
          </Link>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="font-display text-2xl font-bold">Users</h2>
        <label className="relative w-full sm:w-80">
          <span className="sr-only">Search users by name or email</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            value={search}
            maxLength={100}
            placeholder="Search by name or email"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className={`${inputClasses} pl-9`}
          />
        </label>
      </div>
      <DataTable
        label="Users"
        columns={columns}
        rows={rows}
        rowKey={(user) => user.id}
        empty={q ? `No users match “${q}”.` : 'No users yet.'}
        onRetry={() => void read.refetch()}
        minWidth="60rem"
      />
      <Pager label="Users" page={page} pageSize={ADMIN_PAGE_SIZE} total={read.data?.total} onPage={setPage} />
      <UserDetailsDialog user={selected} onClose={() => setSelected(null)} />
    </>
  );
}
