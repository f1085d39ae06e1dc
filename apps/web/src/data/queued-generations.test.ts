import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { buildRecipeData, buildWizardChoices } from '@feastforge/domain/testing';
import { createApiClient } from '../api/api-client.ts';
import { openTome } from './open-tome.ts';
import { queueGeneration, runQueuedGenerations } from './queued-generations.ts';

const choices = buildWizardChoices();

function tome() {
  return openTome('cook-1', {
    api: createApiClient({ transport: () => Promise.reject(new TypeError('offline')) }),
    sync: (t) => t.sync.sync(),
    onVersionChange: () => {},
    dexieOptions: { indexedDB: new IDBFactory(), IDBKeyRange },
  });
}

const answer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('runQueuedGenerations', () => {
  it('keeps a queued generation through no network, a server error and an expired session', async () => {
    const t = tome();
    await queueGeneration(t, choices, crypto.randomUUID());
    const events = { onConjured: vi.fn(), onFailed: vi.fn() };
    for (const fetcher of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      answer(503, { error: { code: 'internal', message: 'Down for a moment' } }),
      answer(502, '<html>Bad gateway</html>'),
      answer(401, { error: { code: 'unauthorized', message: 'Please sign in again.' } }),
    ]) {
      await runQueuedGenerations(t, createApiClient({ transport: fetcher }), events);
      expect(await t.db.generations.count()).toBe(1);
    }
    expect(events.onFailed).not.toHaveBeenCalled();
  });

  it('drops one the server refused and says why; a conjured one goes into the tome', async () => {
    const t = tome();
    await queueGeneration(t, choices, crypto.randomUUID());
    const events = { onConjured: vi.fn(), onFailed: vi.fn() };
    await runQueuedGenerations(
      t,
      createApiClient({
        transport: answer(402, { error: { code: 'insufficient_mana', message: 'x', details: { required: 5 } } }),
      }),
      events,
    );
    expect(await t.db.generations.count()).toBe(0);
    expect(events.onFailed).toHaveBeenCalledWith({ kind: 'insufficient-mana', required: 5 });

    const key = crypto.randomUUID();
    await queueGeneration(t, choices, key);
    const recipe = {
      id: crypto.randomUUID(),
      userId: 'cook-1',
      isPublished: false,
      createdAt: new Date().toISOString(),
      recipeData: buildRecipeData({ title: 'Sea Bard Chowder', rarity: 'rare' }),
    };
    const sent: unknown[] = [];
    await runQueuedGenerations(
      t,
      createApiClient({
        transport: (_input, init) => {
          sent.push(JSON.parse(String(init?.body)));
          return answer(201, { recipe, xp: { xp_gained: 50, level_ups: 1, new_level: 2 }, manaBalance: 24, isTrial: false })();
        },
      }),
      events,
    );
    expect(sent).toEqual([expect.objectContaining({ idempotencyKey: key, theme: 'coastal-cove' })]);
    expect(await t.db.generations.count()).toBe(0);
    expect((await t.db.recipes.get(recipe.id))?.search).toContain('sea bard chowder');
    expect(events.onConjured).toHaveBeenCalledTimes(1);
  });

  it('sends the larder foods queued with the choices', async () => {
    const t = tome();
    const key = crypto.randomUUID();
    await queueGeneration(t, { ...choices, larder: ['canned-chickpeas', 'spinach'] }, key);
    const sent: unknown[] = [];
    await runQueuedGenerations(
      t,
      createApiClient({
        transport: (_input, init) => {
          sent.push(JSON.parse(String(init?.body)));
          return answer(503, { error: { code: 'internal', message: 'Down for a moment' } })();
        },
      }),
      { onConjured: vi.fn(), onFailed: vi.fn() },
    );
    expect(sent).toEqual([expect.objectContaining({ idempotencyKey: key, larder: ['canned-chickpeas', 'spinach'] })]);
  });
});
