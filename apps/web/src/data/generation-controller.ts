import { DEFAULT_MANA_COST, FLOW_TOASTS, type WizardChoices } from '@feastforge/domain';
import type { ApiClient } from '../api/api-client.ts';
import type { SessionManager } from '../auth/session-manager.ts';
import { failureNotice, type GenerationResult } from '../api/generation-result.ts';
import { notify } from '../lib/notify.ts';
import { deviceId, recordTrial, trialsLeft } from '../lib/trial-counter.ts';
import { queueGeneration, runQueuedGenerations } from './queued-generations.ts';
import type { Tome } from './tome-context.ts';
import { toLocalRecipe } from './tome-db.ts';

/** What the wizard hands over: the choices, and the key that makes a repeat of them free. */
export interface GenerationRequest {
  generate: WizardChoices;
  idempotencyKey: string;
}

/**
 * Where one generation stands. `done` names the page to show next (and its navigation state);
 * `queued` is a user's request kept for the network; `offline` is a visitor's, which cannot be.
 */
export type GenerationRun =
  | { state: 'working' }
  | { state: 'queued' }
  | { state: 'offline' }
  | { state: 'done'; goTo: string; navigation?: unknown };

/** How the controller reaches the server, the session's profile and the router. */
export interface GenerationControllerOptions {
  api: Pick<ApiClient, 'generate'>;
  /** The server changed the balance and XP: the profile (and the header's mana) is read again. */
  onProfileChange(): void;
  /** Opens a recipe that was conjured from the offline queue (the toast's 'Open' action). */
  open(path: string): void;
}

/**
 * Runs the generation flow of spec section 4 outside React, and owns the offline queue. Each
 * request runs once per attempt however often a screen asks (re-renders, React's development
 * double effects); screens follow a run through {@link subscribe} and {@link run}
 * (`useSyncExternalStore`), and a late answer is still saved and announced after they are gone.
 *
 * @example
 * generations.start(request, { tome }, attempt);
 * const run = useSyncExternalStore(generations.subscribe, () => generations.run(request, attempt));
 */
export class GenerationController {
  readonly #options: GenerationControllerOptions;
  #runs = new Map<string, GenerationRun>();
  #listeners = new Set<() => void>();
  #draining = new WeakMap<Tome, Promise<void>>();

  constructor(options: GenerationControllerOptions) {
    this.#options = options;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Where a request's attempt stands; undefined before it starts. */
  run = (request: GenerationRequest, attempt = 0): GenerationRun | undefined => this.#runs.get(runKey(request, attempt));

  /**
   * Starts a request once per `attempt` (a visitor's 'Try Again' is a new attempt). A signed-in
   * cook passes their tome: the recipe is saved there, and a request made offline is queued in it.
   */
  start = (request: GenerationRequest, cook: { tome: Tome | null }, attempt = 0): void => {
    const key = runKey(request, attempt);
    if (this.#runs.has(key)) return;
    this.#set(key, { state: 'working' });
    void this.#conjure(key, request, cook.tome).catch((error: unknown) => {
      // Only local work can throw here (the answer itself is a value), and only before the server
      // was asked or after it refused: a charged recipe is never reported as failed.
      console.warn('Generation failed:', error);
      this.#finishWithNotice(key, { kind: 'failed', message: '', retryable: true });
    });
  };

  /** How many generations are still waiting for the server's answer (sign-out waits for them). */
  inFlight = (): number => [...this.#runs.values()].filter((run) => run.state === 'working').length;

  /**
   * Sends the generations queued offline, once at a time in this tab (and, by lock, across tabs);
   * each arrival is announced with a way to open it, each refusal with the spec's notice.
   */
  drainQueue = (tome: Tome): Promise<void> => {
    const running = this.#draining.get(tome);
    if (running) return running;
    const draining = runQueuedGenerations(tome, this.#options.api, {
      onConjured: (recipe) => {
        this.#options.onProfileChange();
        const { title, message } = FLOW_TOASTS.queuedRecipeSaved(recipe.recipeData.title);
        notify.success(title, message, undefined, { label: 'Open', onClick: () => this.#options.open(`/recipe/${recipe.id}`) });
      },
      onFailed: (failure) => {
        const notice = failureNotice(failure);
        notify.error(notice.title, notice.message);
      },
    }).finally(() => this.#draining.delete(tome));
    this.#draining.set(tome, draining);
    return draining;
  };

  async #conjure(key: string, request: GenerationRequest, tome: Tome | null): Promise<void> {
    if (!tome && trialsLeft() === 0) {
      this.#finishWithNotice(key, { kind: 'trial-exhausted' });
      return;
    }
    const body = tome
      ? { ...request.generate, idempotencyKey: request.idempotencyKey }
      : { ...request.generate, manaCost: DEFAULT_MANA_COST, deviceId: deviceId() };
    const result: GenerationResult = await this.#options.api.generate(body);

    if (!result.ok) {
      const failure = result.failure;
      if (failure.kind !== 'offline') return this.#finishWithNotice(key, failure);
      if (tome) await queueGeneration(tome, request.generate, request.idempotencyKey);
      this.#set(key, { state: tome ? 'queued' : 'offline' });
    } else if (result.answer.isTrial) {
      const { title, message } = FLOW_TOASTS.trialRecipe(trialsLeft(recordTrial(result.answer.trialsRemaining)));
      notify.success(title, message);
      // Kept in the history entry, so a reload shows the same recipe instead of spending a trial.
      this.#set(key, { state: 'done', goTo: '/recipe', navigation: { trial: result.answer.recipe.recipeData } });
    } else {
      const recipe = result.answer.recipe;
      // The server has saved and charged it: a tome closed meanwhile (sign-out elsewhere) only
      // means the next sync brings it, and the recipe page reads it from the server until then.
      await tome?.db.recipes.put(toLocalRecipe(recipe)).catch((error: unknown) => {
        console.warn('The recipe is saved on the server; this device gets it on the next sync:', error);
      });
      this.#options.onProfileChange();
      const { title, message } = FLOW_TOASTS.recipeSaved(recipe.recipeData.title);
      notify.success(title, message);
      // The server checked badges in the generation's own transaction; the answer names the new ones.
      // The reveal announces them once it has settled, so they never cover the new title.
      const { xp, newBadges } = result.answer;
      this.#set(key, { state: 'done', goTo: `/recipe/${recipe.id}`, navigation: { reveal: xp, newBadges } });
    }
  }

  #finishWithNotice(key: string, failure: Parameters<typeof failureNotice>[0]): void {
    const notice = failureNotice(failure);
    notify.error(notice.title, notice.message);
    this.#set(key, { state: 'done', goTo: notice.goTo ?? '/wizard' });
  }

  #set(key: string, run: GenerationRun): void {
    this.#runs.set(key, run);
    this.#forgetOldRuns();
    for (const listener of this.#listeners) listener();
  }

  /**
   * Keeps the last runs only. A finished run is kept at all so a screen that asks again for the
   * same attempt (a re-render after its answer) follows it instead of sending it twice.
   */
  #forgetOldRuns(): void {
    for (const [key, run] of this.#runs) {
      if (this.#runs.size <= KEPT_RUNS) return;
      if (run.state !== 'working') this.#runs.delete(key);
    }
  }
}

/**
 * The page's controller for a session: a conjured recipe makes the session re-read the profile,
 * whose balance is what the header shows.
 *
 * @example
 * const generations = generationsFor(session, (path) => router.navigate(path));
 */
export function generationsFor(
  session: { api: GenerationControllerOptions['api']; refreshMe: SessionManager['refreshMe'] },
  open: (path: string) => void,
): GenerationController {
  return new GenerationController({
    api: session.api,
    onProfileChange: () =>
      void session.refreshMe().catch((error: unknown) => console.warn('Could not refresh the profile:', error)),
    open,
  });
}

/** Finished runs kept for screens that ask again; far more than one page's worth of recipes. */
const KEPT_RUNS = 50;

const runKey = (request: GenerationRequest, attempt: number) => `${request.idempotencyKey}#${attempt}`;
