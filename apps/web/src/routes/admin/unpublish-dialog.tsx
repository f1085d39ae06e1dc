import { ADMIN_MESSAGES, type AdminRecipeRow } from '@feastforge/domain';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { notify } from '../../lib/notify.ts';
import { useAfterWrite } from '../../reads/use-after-write.ts';

/**
 * Asks before an admin unpublishes a recipe that breaks the terms: it leaves the Feast Hall, the
 * home page and the sitemap at once, and stays in its author's tome.
 */
export function UnpublishDialog({ recipe, onClose }: { recipe: AdminRecipeRow | null; onClose(): void }) {
  const { api } = useSession();
  const wrote = useAfterWrite();
  const [running, setRunning] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!recipe) return;
    setRunning(true);
    try {
      await api.admin.unpublish(recipe.id);
      notify.success('Recipe Unpublished', `“${recipe.title}” is no longer public.`);
      await wrote({ kind: 'admin-unpublish', recipeId: recipe.id });
      onClose();
    } catch (error) {
      notify.error(
        'Error',
        error instanceof ApiError && error.message ? error.message : ADMIN_MESSAGES.unpublishFailed,
      );
    } finally {
      setRunning(false);
    }
  };

  return (
    <FormDialog
      open={recipe !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Unpublish this recipe?"
      description={
        recipe
          ? `“${recipe.title}” will leave the Feast Hall, the home page and the sitemap at once. It stays in its author's tome.`
          : ''
      }
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
      >
        <Button variant="outline" onClick={onClose}>
          Keep Published
        </Button>
        <Button type="submit" variant="danger" busy={running}>
          Unpublish
        </Button>
      </form>
    </FormDialog>
  );
}
