import { WifiOff } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../auth/use-session.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useGenerations, useTome } from '../../../data/tome-context.ts';
import type { GenerationController } from '../../../data/generation-controller.ts';
import { Conjuring } from './conjuring.tsx';
import type { GenerationRequestState } from './generation-state.ts';

/**
 * /recipe with the wizard's choices: follows the generation flow of spec section 4, which the
 * generation controller runs. A signed-in user's recipe is saved to the tome and the address
 * becomes /recipe/{id}; a visitor's trial recipe is shown here; offline, a user's request is
 * queued and runs when the network returns.
 */
export function GenerationView({ request }: { request: GenerationRequestState }) {
  const generations = useGenerations();
  if (!generations) return <Conjuring working />;
  return <GenerationRunView request={request} generations={generations} />;
}

function GenerationRunView({
  request,
  generations,
}: {
  request: GenerationRequestState;
  generations: GenerationController;
}) {
  const { status } = useSession();
  const tome = useTome();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const run = useSyncExternalStore(generations.subscribe, () => generations.run(request, attempt));

  // Starts once the session (and a signed-in cook's tome) is known; the controller runs each
  // attempt once however often this effect fires.
  useEffect(() => {
    if (status === 'loading' || (status === 'signed-in' && !tome)) return;
    generations.start(request, { tome: status === 'signed-in' ? tome : null }, attempt);
  }, [status, tome, generations, request, attempt]);

  // Only a cook still on this page is moved; one who left hears of the result by toast.
  useEffect(() => {
    if (run?.state === 'done') void navigate(run.goTo, { replace: true, state: run.navigation });
    // The entry no longer carries the request, so Back or a reload cannot send it again.
    if (run?.state === 'queued') window.history.replaceState({ ...window.history.state, usr: null }, '');
  }, [run, navigate]);

  if (run?.state === 'queued') {
    return (
      <Notice title="Your recipe is queued">
        You are offline. Your recipe will be conjured when you are back online, and it will appear in your tome. Mana is
        only spent when it runs.
      </Notice>
    );
  }
  if (run?.state === 'offline') {
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
