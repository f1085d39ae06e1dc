import { XpResultSchema, type XpResult } from '@feastforge/domain';
import { useEffect, useMemo, useState } from 'react';
import type { LocalRecipe } from '../../../data/tome-db.ts';
import { useRecipeActions } from '../../../data/use-recipe-actions.ts';
import { celebrate, CONFETTI_MS } from './confetti.ts';
import { PublishDialog } from './publish-dialog.tsx';
import { XpBurst } from './xp-burst.tsx';

/** Spec section 2: the XP display 3 s after the recipe appears, the publish dialog 3 s after that. */
export const XP_DELAY_MS = CONFETTI_MS;
export const PUBLISH_DELAY_MS = 3_000;

/**
 * The moments after a new recipe appears: confetti, then the XP it earned, then the offer to
 * publish it. `xp` is absent for trial recipes, which only get the confetti.
 */
export function RecipeReveal({ recipe, xp }: { recipe?: LocalRecipe; xp?: XpResult }) {
  const [stage, setStage] = useState<'confetti' | 'xp' | 'publish' | 'done'>('confetti');
  const actions = useRecipeActions();

  useEffect(() => celebrate(), []);
  useEffect(() => {
    if (!xp) return;
    const toXp = setTimeout(() => setStage('xp'), XP_DELAY_MS);
    const toPublish = setTimeout(() => setStage('publish'), XP_DELAY_MS + PUBLISH_DELAY_MS);
    return () => {
      clearTimeout(toXp);
      clearTimeout(toPublish);
    };
  }, [xp]);

  return (
    <>
      {xp && stage === 'xp' && xp.xp_gained > 0 && <XpBurst xp={xp} />}
      {recipe && !recipe.isPublished && (
        <PublishDialog
          open={stage === 'publish'}
          title={recipe.recipeData.title}
          onOpenChange={(open) => !open && setStage('done')}
          onPublish={() => {
            setStage('done');
            void actions.setPublished(recipe, true);
          }}
        />
      )}
    </>
  );
}

/**
 * The reveal a navigation state asks for (`{ reveal: XpResult }`, set by the generation flow), or
 * nothing when it does not hold one. Loaded with this module only when a state has a reveal.
 *
 * @example
 * <RevealFromState state={location.state} recipe={saved} />
 */
export function RevealFromState({ state, recipe }: { state: unknown; recipe?: LocalRecipe }) {
  const xp = useMemo(() => readReveal(state), [state]);
  return xp ? <RecipeReveal recipe={recipe} xp={xp} /> : null;
}

function readReveal(state: unknown): XpResult | null {
  if (typeof state !== 'object' || state === null || !('reveal' in state)) return null;
  const parsed = XpResultSchema.safeParse(state.reveal);
  return parsed.success ? parsed.data : null;
}
