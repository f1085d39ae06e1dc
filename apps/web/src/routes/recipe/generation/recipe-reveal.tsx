import { badgesUnlockedTitle, XpResultSchema, type XpResult } from '@feastforge/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LocalRecipe } from '../../../data/tome-db.ts';
import { useRecipeActions } from '../../../data/use-recipe-actions.ts';
import { showNewRecipe } from '../../../lib/new-recipe-on-screen.ts';
import { notify } from '../../../lib/notify.ts';
import { celebrate, CONFETTI_MS } from './confetti.ts';
import { PublishDialog } from './publish-dialog.tsx';
import { XpBurst } from './xp-burst.tsx';

/** Spec section 2: the XP display 3 s after the recipe appears, the publish dialog 3 s after that. */
export const XP_DELAY_MS = CONFETTI_MS;
export const PUBLISH_DELAY_MS = 3_000;

interface RecipeRevealProps {
  recipe?: LocalRecipe;
  xp?: XpResult;
  /** Badges the generation unlocked: announced once the reveal has settled, not over the title. */
  newBadges?: readonly string[];
}

/**
 * The moments after a new recipe appears: confetti, then the XP it earned, then the offer to
 * publish it. `xp` is absent for trial recipes, which only get the confetti. Badge toasts wait
 * their turn until the confetti, the XP display and the publish offer are over, and while the new recipe is on
 * screen the push prompt keeps away.
 */
export function RecipeReveal({ recipe, xp, newBadges = [] }: RecipeRevealProps) {
  const [stage, setStage] = useState<'confetti' | 'xp' | 'publish' | 'done'>('confetti');
  const actions = useRecipeActions();
  const offersPublish = recipe !== undefined && !recipe.isPublished;
  // Once the publish offer is answered (or, for a published recipe, right after the XP display):
  // while the modal offer is open everything outside it is hidden from assistive technology, so
  // a toast then would never be announced.
  const settled = stage === 'done' || (stage === 'publish' && !offersPublish);

  useEffect(() => celebrate(), []);
  useEffect(() => showNewRecipe(), []);
  const announced = useRef(false);
  useEffect(() => {
    if (!settled || announced.current || newBadges.length === 0) return;
    announced.current = true;
    notify.success(badgesUnlockedTitle(newBadges.length), newBadges.join(', '));
  }, [settled, newBadges]);
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
      {recipe && offersPublish && (
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
 * The reveal a navigation state asks for (`{ reveal: XpResult, newBadges?: string[] }`, set by
 * the generation flow), or nothing when it does not hold one. Loaded with this module only when a
 * state has a reveal.
 *
 * @example
 * <RevealFromState state={location.state} recipe={saved} />
 */
export function RevealFromState({ state, recipe }: { state: unknown; recipe?: LocalRecipe }) {
  const reveal = useMemo(() => readReveal(state), [state]);
  return reveal ? <RecipeReveal recipe={recipe} xp={reveal.reveal} newBadges={reveal.newBadges} /> : null;
}

function readReveal(state: unknown): { reveal: XpResult; newBadges: string[] } | null {
  if (typeof state !== 'object' || state === null || !('reveal' in state)) return null;
  const parsed = XpResultSchema.safeParse(state.reveal);
  if (!parsed.success) return null;
  const badges = 'newBadges' in state && Array.isArray(state.newBadges) ? (state.newBadges as unknown[]) : [];
  return { reveal: parsed.data, newBadges: badges.filter((name): name is string => typeof name === 'string') };
}
