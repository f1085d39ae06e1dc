import { ShoppingBasket } from 'lucide-react';
import { ERROR_TITLE, FLOW_TOASTS, TOASTS, type RecipeData } from '@feastforge/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTome } from '../../data/tome-context.ts';
import { notify } from '../../lib/notify.ts';
import { addRecipeToList, shoppingWrites } from '../shopping-list/shopping-writes.ts';
import { useCooksChoice } from './cooks-choice.tsx';

/**
 * 'Add to Shopping List': the recipe's ingredients at the servings and units the page shows, kept
 * on this device at once (offline too). The toast offers to undo it or open the list. Visitors
 * learn why to register.
 */
export function AddToListButton({ id, recipeData }: { id: string; recipeData: RecipeData }) {
  const { status } = useSession();
  const tome = useTome();
  const navigate = useNavigate();
  const choice = useCooksChoice();
  const [busy, setBusy] = useState(false);

  const onAdd = async () => {
    if (status !== 'signed-in' || !tome) {
      void navigate('/register-benefits', { state: { returnTo: `/recipe/${id}` } });
      return;
    }
    setBusy(true);
    try {
      const servings = choice?.servings ?? recipeData.servings;
      const added = await addRecipeToList(tome, { id, recipeData }, servings, choice?.units ?? 'metric');
      const note = added.outcome === 'synced' ? '' : ` ${FLOW_TOASTS.offlineQueuedNote}`;
      notify.success(
        'Added to your shopping list',
        `${recipeData.title}, for ${servings} ${servings === 1 ? 'serving' : 'servings'}.${note}`,
        `list-${id}`,
        {
          label: 'Undo',
          onClick: () => void shoppingWrites(tome).remove(added.ids),
        },
      );
    } catch (error) {
      console.warn('Adding to the shopping list failed:', error);
      notify.error(ERROR_TITLE, TOASTS.unexpected.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" busy={busy} onClick={() => void onAdd()}>
      {!busy && <ShoppingBasket aria-hidden className="size-4" />}
      Add to Shopping List
    </Button>
  );
}
