import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { buildWizardChoices } from '@feastforge/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerUser, withTestApp } from '@feastforge/server/testing';
import { createApiClient } from '../api/api-client.ts';
import type { Transport } from '../api/transport.ts';
import { notify } from '../lib/notify.ts';
import { SessionManager } from '../auth/session-manager.ts';
import {
  GenerationController,
  generationsFor,
  type GenerationRequest,
  type GenerationRun,
} from './generation-controller.ts';
import { openTome } from './open-tome.ts';

const t = withTestApp();
beforeEach(() => {
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const choices = buildWizardChoices();

const request = (): GenerationRequest => ({ generate: choices, idempotencyKey: crypto.randomUUID() });

/** The controller over the real in-process server; `network.online = false` drops every request. */
function setup() {
  const network = { online: true, requests: 0 };
  const transport: Transport = async (input, init) => {
    if (!network.online) throw new TypeError('Failed to fetch');
    network.requests += 1;
    return t.app.request(String(input), init);
  };
  const api = createApiClient({ transport });
  const onProfileChange = vi.fn();
  const controller = new GenerationController({ api, onProfileChange, open: vi.fn() });
  return { api, controller, network, onProfileChange };
}

async function signedInCook(api: ReturnType<typeof createApiClient>) {
  const { session } = await registerUser(t);
  api.tokens.adopt(session);
  const tome = openTome(session.me.user.id, {
    api,
    sync: (opened) => opened.sync.sync(),
    onVersionChange: () => {},
    dexieOptions: { indexedDB: new IDBFactory(), IDBKeyRange },
  });
  return { userId: session.me.user.id, tome };
}

function settled(controller: GenerationController, req: GenerationRequest, attempt = 0): Promise<GenerationRun> {
  return vi.waitFor(
    () => {
      const run = controller.run(req, attempt);
      if (!run || run.state === 'working') throw new Error('still working');
      return run;
    },
    { timeout: 15_000 },
  );
}

async function balance(userId: string) {
  const row = await t.db.selectFrom('profiles').select('mana_balance').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.mana_balance);
}

describe('GenerationController', () => {
  it("saves a cook's recipe to the tome once, refreshes the profile and names the recipe page", async () => {
    const { api, controller, network, onProfileChange } = setup();
    const cook = await signedInCook(api);
    const req = request();
    const sent = network.requests;
    const listener = vi.fn();
    controller.subscribe(listener);

    // Re-renders and React's double effects ask again: the request still goes out once.
    controller.start(req, { tome: cook.tome });
    controller.start(req, { tome: cook.tome });
    const run = await settled(controller, req);

    expect(network.requests - sent).toBe(1);
    const saved = await cook.tome.db.recipes.toArray();
    expect(saved).toHaveLength(1);
    expect(run).toEqual({
      state: 'done',
      goTo: `/recipe/${saved[0]?.id}`,
      navigation: { reveal: expect.objectContaining({ xp_gained: expect.any(Number) }), newBadges: expect.any(Array) },
    });
    expect(onProfileChange).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
    expect(await balance(cook.userId)).toBe(24);
  });

  it("hands the badges a cook's generation unlocked to the reveal, which announces them when it settles", async () => {
    const { api, controller } = setup();
    const cook = await signedInCook(api);
    const saved = vi.spyOn(notify, 'success');
    const req = request();
    controller.start(req, { tome: cook.tome });
    const run = await settled(controller, req);
    expect(run).toMatchObject({ navigation: { newBadges: expect.arrayContaining(['First Feast']) } });
    expect(saved).not.toHaveBeenCalledWith('🎉 New Badge Unlocked!', expect.anything());
  });

  it('queues a request made offline and conjures it once when the network returns', async () => {
    const { api, controller, network, onProfileChange } = setup();
    const cook = await signedInCook(api);
    const req = request();
    network.online = false;
    controller.start(req, { tome: cook.tome });
    expect(await settled(controller, req)).toEqual({ state: 'queued' });
    expect(await cook.tome.db.generations.count()).toBe(1);
    expect(await balance(cook.userId)).toBe(25);

    network.online = true;
    const saved = vi.spyOn(notify, 'success');
    await Promise.all([controller.drainQueue(cook.tome), controller.drainQueue(cook.tome)]);
    await controller.drainQueue(cook.tome);

    expect(await cook.tome.db.generations.count()).toBe(0);
    expect(await cook.tome.db.recipes.count()).toBe(1);
    expect(await balance(cook.userId)).toBe(24);
    expect(onProfileChange).toHaveBeenCalledTimes(1);
    expect(saved).toHaveBeenCalledWith('Recipe Saved!', expect.stringContaining('back online'), undefined, {
      label: 'Open',
      onClick: expect.any(Function),
    });
  });

  it("shows a visitor's trial recipe through the history entry, and says when the trial needs the network", async () => {
    const { controller, network } = setup();
    const req = request();
    controller.start(req, { tome: null });
    const run = await settled(controller, req);
    expect(run).toMatchObject({ state: 'done', goTo: '/recipe', navigation: { trial: { title: expect.any(String) } } });

    network.online = false;
    const again = request();
    controller.start(again, { tome: null });
    expect(await settled(controller, again)).toEqual({ state: 'offline' });
    // 'Try Again' is a new attempt, which runs.
    network.online = true;
    controller.start(again, { tome: null }, 1);
    expect(await settled(controller, again, 1)).toMatchObject({ state: 'done', goTo: '/recipe' });
  });

  it("sends a refusal to the spec's page with its notice", async () => {
    const { api, controller } = setup();
    const cook = await signedInCook(api);
    const shown = vi.spyOn(notify, 'error');
    // An Epic booster (20) leaves 5 of the 25 sign-up mana: not enough for a second one.
    const epic = () => ({ generate: { ...choices, manaCost: 20 }, idempotencyKey: crypto.randomUUID() });
    const first = epic();
    controller.start(first, { tome: cook.tome });
    await settled(controller, first);
    const req = epic();
    controller.start(req, { tome: cook.tome });

    expect(await settled(controller, req)).toEqual({ state: 'done', goTo: '/shop' });
    expect(shown).toHaveBeenCalledWith(
      'Insufficient Mana',
      'You need 20 mana to conjure this recipe. Visit the shop to purchase more!',
    );
    expect(await cook.tome.db.recipes.count()).toBe(1);
    expect(await balance(cook.userId)).toBe(5);
  });

  it("updates the header's balance through the session after a recipe, with no event in between", async () => {
    const { api } = setup();
    const session = new SessionManager(api);
    const generations = generationsFor(session, vi.fn());
    const cook = await signedInCook(api);
    expect(session.getState().me?.profile.manaBalance).toBe(25);
    const req = request();

    generations.start(req, { tome: cook.tome });
    await settled(generations, req);

    await vi.waitFor(() => expect(session.getState().me?.profile.manaBalance).toBe(24), { timeout: 10_000 });
  });

  it('counts a run as in flight until its answer, so sign-out can wait for it', async () => {
    const { api, controller } = setup();
    const cook = await signedInCook(api);
    const req = request();
    controller.start(req, { tome: cook.tome });
    expect(controller.inFlight()).toBe(1);
    await settled(controller, req);
    expect(controller.inFlight()).toBe(0);
  });

  it('still shows a charged recipe when the tome was closed meanwhile', async () => {
    const { api, controller } = setup();
    const cook = await signedInCook(api);
    const req = request();
    controller.start(req, { tome: cook.tome });
    cook.tome.close();
    const failed = vi.spyOn(notify, 'error');

    expect(await settled(controller, req)).toMatchObject({ state: 'done', goTo: expect.stringMatching(/^\/recipe\/.+/) });
    expect(failed).not.toHaveBeenCalled();
    expect(await balance(cook.userId)).toBe(24);
  });

  it('sends no request for a visitor whose trials are used, and says so', async () => {
    const { controller, network } = setup();
    localStorage.setItem('feastforge_trial_generations', JSON.stringify({ count: 3, lastUsed: null }));
    const shown = vi.spyOn(notify, 'error');
    const req = request();
    controller.start(req, { tome: null });

    expect(await settled(controller, req)).toEqual({ state: 'done', goTo: '/register-benefits' });
    expect(network.requests).toBe(0);
    expect(shown).toHaveBeenCalledWith('Trial Limit Reached', expect.stringContaining('free trial recipes'));
  });
});
