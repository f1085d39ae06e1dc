import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureNotice, requestGeneration, type GenerationResult } from '../../../api/generation-api.ts';
import { MANA_REFRESH_EVENT } from '../../../auth/session-manager.ts';
import { useSession } from '../../../auth/use-session.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { queueGeneration } from '../../../data/queued-generations.ts';
import { useTome } from '../../../data/tome-context.ts';
import { toLocalRecipe } from '../../../data/tome-db.ts';
import { notify } from '../../../lib/notify.ts';
import { deviceId, recordTrial, trialsLeft } from '../../../lib/trial-counter.ts';
import { Conjuring } from './conjuring.tsx';
import type { GenerationRequestState } from './generation-state.ts';

/** A request in flight per key: a re-render (or React's development double effect) never sends it twice. */
const inflight = new Map<string, Promise<GenerationResult>>();

type View = { kind: 'working' } | { kind: 'queued' } | { kind: 'offline' };

/**
 * /recipe with the wizard's choices: runs the generation flow of spec section 4. A signed-in user's
 * recipe is saved to the tome and the address becomes /recipe/{id}; a visitor's trial recipe is
 * shown here; offline, a user's request is queued and runs when the network returns.
 */
export function GenerationView({ request }: { request: GenerationRequestState }) {
  const { status, authFetch } = useSession();
  const tome = useTome();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const handled = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status === 'loading' || (status === 'signed-in' && !tome)) return;
    const key = `${request.idempotencyKey}#${attempt}`;
    if (handled.current === key) return;
    handled.current = key;

    if (status === 'signed-out' && trialsLeft() === 0) {
      const notice = failureNotice({ kind: 'trial-exhausted' });
      notify.error(notice.title, notice.message);
      void navigate(notice.goTo, { replace: true });
      return;
    }
    const body =
      status === 'signed-in'
        ? { ...request.generate, idempotencyKey: request.idempotencyKey }
        : { ...request.generate, manaCost: 1, deviceId: deviceId() };
    const fetcher =
      status === 'signed-in' ? authFetch : (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init);
    let pending = inflight.get(key);
    if (!pending) {
      pending = requestGeneration(fetcher, body);
      inflight.set(key, pending);
    }

    // After the cook has moved on, a late answer is still saved and announced, but never moves them.
    const go = (to: string, state?: unknown) => {
      if (mounted.current) void navigate(to, { replace: true, state });
    };
    void pending.then(async (result) => {
      inflight.delete(key);
      if (result.ok && !result.answer.isTrial) {
        const recipe = result.answer.recipe;
        await tome?.db.recipes.put(toLocalRecipe(recipe));
        window.dispatchEvent(new Event(MANA_REFRESH_EVENT));
        notify.success('Recipe Saved!', `${recipe.recipeData.title} is in your tome.`);
        go(`/recipe/${recipe.id}`, { reveal: result.answer.xp });
      } else if (result.ok && result.answer.isTrial) {
        const remaining = trialsLeft(recordTrial(result.answer.trialsRemaining));
        notify.success(
          'Trial Recipe Generated!',
          `${remaining} free ${remaining === 1 ? 'recipe' : 'recipes'} left. Create an account to keep your recipes.`,
        );
        // Kept in the history entry, so a reload shows the same recipe instead of spending a trial.
        go('/recipe', { trial: result.answer.recipe.recipeData });
      } else if (!result.ok) {
        const failure = result.failure;
        if (failure.kind === 'offline') {
          if (status === 'signed-in' && tome) {
            await queueGeneration(tome, request.generate, request.idempotencyKey);
            // The entry no longer carries the request, so Back or a reload cannot send it again.
            window.history.replaceState({ ...window.history.state, usr: null }, '');
            if (mounted.current) setView({ kind: 'queued' });
          } else if (mounted.current) setView({ kind: 'offline' });
          return;
        }
        const notice = failureNotice(failure);
        notify.error(notice.title, notice.message);
        go(notice.goTo);
      }
    });
  }, [status, tome, authFetch, request, attempt, navigate]);

  if (view.kind === 'queued') {
    return (
      <Notice title="Your recipe is queued">
        You are offline. Your recipe will be conjured when you are back online, and it will appear in your tome. Mana is
        only spent when it runs.
      </Notice>
    );
  }
  if (view.kind === 'offline') {
    return (
      <Notice title="Conjuring needs the network" onRetry={() => setAttempt((n) => n + 1)}>
        You are offline. Trial recipes are conjured on our servers, so connect to the internet and try again.
      </Notice>
    );
  }
  return <Conjuring working />;
}

function Notice({ title, children, onRetry }: { title: string; children: string; onRetry?(): void }) {
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <WifiOff aria-hidden className="size-12 text-accent" />
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p className="text-muted">{children}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button type="button" className={buttonClasses('gold')} onClick={onRetry}>
            Try Again
          </button>
        )}
        <Link to="/my-recipes" className={buttonClasses('outline')}>
          Open My Tome
        </Link>
      </div>
    </div>
  );
}
