import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SyncMutation, SyncMutationStatus } from '@feastforge/domain';
import { insertSavedRecipe, loginUser, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { serverState, SyncReplica } from '../testing/sync-replica.ts';

// One app and one user for every run: each run has its own recipes and client ids, so runs stay
// independent while the suite stays fast (a sign-up hashes a password).
const t = withTestApp({}, { per: 'file' });
let userId: string;
let tokens: [string, string];
beforeAll(async () => {
  const user = await registerUser(t);
  const second = await loginUser(t, user.email);
  userId = user.session.me.user.id;
  tokens = [user.session.accessToken, second.session.accessToken];
});

const RECIPES = 3;
type Op =
  | { kind: 'recipe.publish' | 'recipe.unpublish' | 'recipe.delete'; recipe: number }
  | { kind: 'profile.update'; displayName: string; race: 'Elf' | 'Dwarf' | null };
type Step =
  | { kind: 'send'; device: 0 | 1; back: number; size: number }
  | { kind: 'gap'; device: 0 | 1 }
  | { kind: 'pull'; device: 0 | 1 };

const device = fc.constantFrom<0 | 1>(0, 1);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('recipe.publish' as const, 'recipe.unpublish' as const, 'recipe.delete' as const),
    recipe: fc.integer({ min: 0, max: RECIPES - 1 }),
  }),
  fc.record({
    kind: fc.constant('profile.update' as const),
    displayName: fc.constantFrom('Aria', 'Borin', 'Cress'),
    race: fc.constantFrom<'Elf' | 'Dwarf' | null>('Elf', 'Dwarf', null),
  }),
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      device,
      back: fc.nat(2),
      size: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('gap' as const), device }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pull' as const), device }) },
);

/** What the server must hold after applying the accepted mutations one by one. */
interface Model {
  recipes: Array<{ published: boolean; deleted: boolean }>;
  displayName: string | null;
  race: string | null;
}

function applyToModel(model: Model, op: Op): SyncMutationStatus {
  if (op.kind === 'profile.update') {
    model.displayName = op.displayName;
    model.race = op.race;
    return 'applied';
  }
  const recipe = model.recipes[op.recipe];
  if (!recipe) throw new Error('no such recipe in the model');
  if (op.kind === 'recipe.delete') {
    recipe.deleted = true;
    recipe.published = false;
    return 'applied';
  }
  if (recipe.deleted) return 'rejected';
  recipe.published = op.kind === 'recipe.publish';
  return 'applied';
}

let run = 0;

describe('sync convergence', () => {
  it("applies random interleavings of two devices' outboxes exactly once and both pulls match the server", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.array(opArb, { minLength: 1, maxLength: 8 }), fc.array(opArb, { minLength: 1, maxLength: 8 })),
        fc.array(stepArb, { maxLength: 12 }),
        async (outboxes, steps) => {
          run += 1;
          const recipeIds: string[] = [];
          for (let i = 0; i < RECIPES; i += 1) recipeIds.push(await insertSavedRecipe(t.db, userId));
          const profile = await t.db
            .selectFrom('profiles')
            .selectAll()
            .where('id', '=', userId)
            .executeTakeFirstOrThrow();
          const model: Model = {
            recipes: recipeIds.map(() => ({ published: false, deleted: false })),
            displayName: profile.display_name,
            race: profile.race,
          };
          const clientIds = [`run${run}-a`, `run${run}-b`] as const;
          const mutations = outboxes.map((ops) => ops.map((op, i) => toMutation(op, i + 1, recipeIds)));
          const acked = [0, 0];
          const replicas = [new SyncReplica(t, tokens[0]), new SyncReplica(t, tokens[1])];

          async function send(d: 0 | 1, batch: SyncMutation[]) {
            if (batch.length === 0) return;
            const res = await t
              .client({ token: tokens[d] })
              .api.sync.push.$post({ json: { clientId: clientIds[d], mutations: batch } });
            expectStatus(res, 200);
            for (const result of res.body.results) {
              if (result.status === 'alreadyProcessed') {
                expect(result.id).toBeLessThanOrEqual(acked[d] ?? 0);
                continue;
              }
              // Accepted: it must be the very next id, and the server must agree with the model.
              expect(result.id).toBe((acked[d] ?? 0) + 1);
              const op = outboxes[d]?.[result.id - 1];
              if (!op) throw new Error('answer for a mutation never sent');
              expect(result.status).toBe(applyToModel(model, op));
              acked[d] = result.id;
            }
            expect(res.body.lastMutationId).toBe(acked[d]);
          }

          for (const step of steps) {
            const d = step.device;
            const done = acked[d] ?? 0;
            const outbox = mutations[d] ?? [];
            if (step.kind === 'pull') await replicas[d]?.pull();
            else if (step.kind === 'gap') await send(d, outbox.slice(done + 1, done + 3));
            else {
              // `back` resends already-acknowledged mutations, as after a lost answer.
              const start = Math.max(0, done - step.back);
              await send(d, outbox.slice(start, done + step.size));
            }
          }
          for (const d of [0, 1] as const) await send(d, (mutations[d] ?? []).slice(acked[d]));
          expect(acked).toEqual([outboxes[0].length, outboxes[1].length]);

          const recipes = await t.db
            .selectFrom('saved_recipes')
            .select(['id', 'is_published', 'deleted_at'])
            .where('id', 'in', recipeIds)
            .execute();
          const byId = new Map(recipes.map((r) => [r.id, r]));
          expect(
            recipeIds
              .map((id) => byId.get(id))
              .map((r) => ({ published: r?.is_published === 1, deleted: r?.deleted_at !== null })),
          ).toEqual(model.recipes);
          const after = await t.db
            .selectFrom('profiles')
            .selectAll()
            .where('id', '=', userId)
            .executeTakeFirstOrThrow();
          expect({ displayName: after.display_name, race: after.race }).toEqual({
            displayName: model.displayName,
            race: model.race,
          });

          const expected = await serverState(t, userId);
          for (const replica of replicas) expect((await replica.pull()).state()).toEqual(expected);
          for (const token of tokens) {
            const fresh = await new SyncReplica(t, token).pull();
            expect(fresh.state()).toEqual(expected);
            expect(fresh.lastMutationIds[clientIds[0]]).toBe(outboxes[0].length);
            expect(fresh.lastMutationIds[clientIds[1]]).toBe(outboxes[1].length);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});

function toMutation(op: Op, id: number, recipeIds: string[]): SyncMutation {
  if (op.kind === 'profile.update') return { id, name: op.kind, args: { displayName: op.displayName, race: op.race } };
  return { id, name: op.kind, args: { id: recipeIds[op.recipe] ?? '' } };
}
