import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type AdminRecipeRow } from '@feastforge/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EyeOff, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../auth/use-session.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { adminRecipesRead } from '../../reads/queries.ts';
import { useReadState } from '../../reads/read-state.ts';
import { useCook } from '../../reads/use-viewer.ts';
import { formatDate } from './admin-format.ts';
import { rowsOf } from './paged.ts';
import { StatusBadge } from './status-badge.tsx';
import { UnpublishDialog } from './unpublish-dialog.tsx';
import { useFailureToast } from './use-failure-toast.ts';

/** The Recipes tab: every recipe, 20 a page, and unpublishing one that breaks the terms. */
export function RecipesTab() {
  const { api } = useSession();
  const { viewer } = useCook();
  const [page, setPage] = useState(1);
  const [unpublishing, setUnpublishing] = useState<AdminRecipeRow | null>(null);
  const read = useQuery({ ...adminRecipesRead(api, viewer, page), placeholderData: keepPreviousData });
  const rows = rowsOf(useReadState(read));
  useFailureToast(read.isError, ADMIN_MESSAGES.loadRecipesFailed);

  const columns: Column<AdminRecipeRow>[] = [
    { header: 'Recipe Title', cell: (recipe) => recipe.title, rowHeader: true },
    { header: 'Author', cell: (recipe) => recipe.authorName ?? ADMIN_MESSAGES.unknownUser },
    { header: 'Status', cell: (recipe) => <StatusBadge on={recipe.isPublished} /> },
    {
      header: 'Created',
      cell: (recipe) => (
        <time dateTime={recipe.createdAt} className="whitespace-nowrap">
          {formatDate(recipe.createdAt)}
        </time>
      ),
    },
    {
      header: 'Actions',
      cell: (recipe) => (
        <div className="flex gap-2">
          <Link
            to={`/recipe/${recipe.id}`}
            className={buttonClasses('ghost', 'sm')}
            aria-label={`View ${recipe.title}`}
          >
            <ExternalLink aria-hidden className="size-4" />
            View
          </Link>
          {recipe.isPublished && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setUnpublishing(recipe)}
              aria-label={`Unpublish ${recipe.title}`}
            >
              <EyeOff aria-hidden className="size-4" />
              Unpublish
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <h2 className="font-display text-2xl font-bold">Recipes</h2>
      <DataTable
        label="Recipes"
        columns={columns}
        rows={rows}
        rowKey={(recipe) => recipe.id}
        empty="No recipes yet."
        onRetry={() => void read.refetch()}
      />
      <Pager label="Recipes" page={page} pageSize={ADMIN_PAGE_SIZE} total={read.data?.total} onPage={setPage} />
      <UnpublishDialog recipe={unpublishing} onClose={() => setUnpublishing(null)} />
    </>
  );
}
