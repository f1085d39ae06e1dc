import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOSTERS, type WizardChoices } from '@feastforge/domain';
import { BASE_RECIPES, checkRecipe, FOOD_BY_ID, seededRng, type WrittenRecipe } from '@feastforge/generator';
import { startFakeOpenAi } from '../testing/fake-openai.ts';
import { createEngineWriter, createModelWriter, createOpenAiClient, type Roll } from './recipe-writer.ts';

const choices: WizardChoices = {
  theme: 'coastal-cove',
  characterClass: 'ranger',
  recipeType: 'main',
  partySize: 4,
  dietary: [],
  manaCost: 1,
};
const roll = (): Roll => ({ rng: seededRng('writer'), rarity: 'rare', booster: BOOSTERS[0] });

/** A correct model answer: a knowledge-base dish written out for `partySize`, as a model would. */
function writtenFrom(id: string, partySize = 4): WrittenRecipe {
  const base = BASE_RECIPES.find((r) => r.id === id);
  if (!base) throw new Error(`no base recipe ${id}`);
  const factor = partySize / base.servings;
  return {
    dish: base.dish,
    title: `The Tidecaller's ${base.dish}`,
    description: `${base.dish}, as the harbour cooks make it.`,
    difficulty: base.difficulty,
    prepMinutes: base.prepMinutes,
    cookMinutes: base.cookMinutes,
    ingredients: base.ingredients.map((i) => ({
      food: i.food,
      qty: i.qty * factor,
      unit: i.unit,
      prep: i.prep ?? null,
    })),
    instructions: base.steps.map((s) =>
      s.replace(/\{([a-z0-9-]+)\}/g, (_m, id: string) => FOOD_BY_ID.get(id)?.name ?? id),
    ),
    notes: 'Serve with lemon wedges. Sailors swear by it.',
  };
}

const mainWithButter = BASE_RECIPES.find(
  (r) =>
    r.type === 'main' &&
    r.ingredients.some((i) => i.food === 'butter') &&
    r.ingredients.every((i) => !FOOD_BY_ID.get(i.food)?.diet.meat),
);
const veganMain = BASE_RECIPES.find(
  (r) => r.type === 'main' && r.ingredients.every((i) => !FOOD_BY_ID.get(i.food)?.diet.animal),
);

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
const logs: string[] = [];
beforeEach(async () => {
  fake = await startFakeOpenAi();
  logs.length = 0;
});
afterEach(() => fake.close());

function writer(options: { timeoutMs?: number; maxRetries?: number } = {}) {
  const client = createOpenAiClient({
    apiKey: 'test-key',
    baseURL: fake.baseURL,
    timeoutMs: options.timeoutMs ?? 5000,
    maxRetries: options.maxRetries ?? 0,
  });
  return createModelWriter({ client, model: 'fake-model', fallback: createEngineWriter(), log: (l) => logs.push(l) });
}

describe('model recipe writer', () => {
  it("tells the model the cook's larder foods, by id and name, and records which the dish uses", async () => {
    fake.script.push({ kind: 'chat', content: JSON.stringify(writtenFrom('grilled-salmon-with-lemon-and-herbs')) });
    const larder = ['salmon-fillet', 'lemon', 'canned-chickpeas'];
    const result = await writer().write({ ...choices, larder }, roll());
    const sent = fake.requests[0]?.body as { messages: Array<{ role: string; content: string }> };
    const ask = sent.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(ask).toContain(
      'The cook has these foods in the larder: salmon-fillet (salmon fillet), lemon (lemon), canned-chickpeas (canned chickpeas).',
    );
    expect(result.source).toBe('model');
    expect(result.recipe.data.larderUse).toEqual({ asked: larder, used: ['salmon-fillet', 'lemon'] });
    fake.script.push({ kind: 'chat', content: JSON.stringify(writtenFrom('grilled-salmon-with-lemon-and-herbs')) });
    await writer().write(choices, roll());
    const plain = fake.requests[1]?.body as { messages: Array<{ role: string; content: string }> };
    expect(JSON.stringify(plain.messages)).not.toContain('larder');
  });

  it('uses a good answer, computing nutrition and allergens itself, and it passes the checker', async () => {
    fake.script.push({ kind: 'chat', content: JSON.stringify(writtenFrom('grilled-salmon-with-lemon-and-herbs')) });
    const result = await writer().write(choices, roll());
    expect(result.source).toBe('model');
    expect(result.attempts).toBe(1);
    expect(result.recipe.dish).toMatch(/salmon/i);
    expect(result.recipe.data.rarity).toBe('rare');
    expect(result.recipe.data.allergens).toContain('Fish');
    expect(checkRecipe(result.recipe, choices)).toEqual([]);
    const sent = fake.requests[0]?.body as { response_format?: { type: string }; model: string };
    expect(sent.model).toBe('fake-model');
    expect(sent.response_format?.type).toBe('json_schema');
  });

  it('sends a recipe that breaks the dietary rules back once with the findings, then uses the fixed one', async () => {
    const vegan = { ...choices, dietary: ['vegan'] as WizardChoices['dietary'] };
    if (!mainWithButter || !veganMain) throw new Error('fixtures missing');
    fake.script.push({ kind: 'chat', content: JSON.stringify(writtenFrom(mainWithButter.id)) });
    fake.script.push({ kind: 'chat', content: JSON.stringify(writtenFrom(veganMain.id)) });
    const result = await writer().write(vegan, roll());
    expect(result.source).toBe('model');
    expect(result.attempts).toBe(2);
    expect(result.refused.some((p) => p.code === 'diet')).toBe(true);
    const retry = fake.requests[1]?.body as { messages: Array<{ role: string; content: string }> };
    expect(retry.messages.at(-1)?.content).toMatch(/is not vegan/);
    expect(checkRecipe(result.recipe, vegan)).toEqual([]);
  });

  it('falls back to the engine when the second answer still breaks the rules', async () => {
    const vegan = { ...choices, dietary: ['vegan'] as WizardChoices['dietary'] };
    if (!mainWithButter) throw new Error('fixture missing');
    fake.script.push({ kind: 'chat', content: JSON.stringify(writtenFrom(mainWithButter.id)) });
    fake.script.push({ kind: 'chat', content: JSON.stringify(writtenFrom(mainWithButter.id)) });
    const result = await writer().write(vegan, roll());
    expect(result.source).toBe('engine');
    expect(result.attempts).toBe(2);
    expect(checkRecipe(result.recipe, vegan)).toEqual([]);
    expect(logs.join('\n')).toMatch(/refused twice/);
  });

  it('refuses foods outside the knowledge base', async () => {
    const bad = writtenFrom('grilled-salmon-with-lemon-and-herbs');
    bad.ingredients[0] = { food: 'unicorn-horn', qty: 1, unit: 'piece', prep: null };
    fake.script.push({ kind: 'chat', content: JSON.stringify(bad) });
    fake.script.push({ kind: 'chat', content: JSON.stringify(bad) });
    const result = await writer().write(choices, roll());
    expect(result.source).toBe('engine');
    expect(result.refused.map((p) => p.code)).toContain('unknown-food');
  });

  it.each([
    ['malformed JSON', () => fake.script.push({ kind: 'chat', content: '{"dish": "Stew", "title": ' })],
    ['a 500', () => fake.script.push({ kind: 'status', status: 500 }, { kind: 'status', status: 500 })],
    ['a 429', () => fake.script.push({ kind: 'status', status: 429 }, { kind: 'status', status: 429 })],
  ])('falls back to the engine on %s', async (_name, arrange) => {
    arrange();
    const result = await writer({ maxRetries: 1 }).write(choices, roll());
    expect(result.source).toBe('engine');
    expect(checkRecipe(result.recipe, choices)).toEqual([]);
    expect(logs.join('\n')).toMatch(/model call failed/);
  });

  it('retries a 429 as the SDK does, and uses the answer that follows', async () => {
    fake.script.push(
      { kind: 'status', status: 429 },
      { kind: 'chat', content: JSON.stringify(writtenFrom('grilled-salmon-with-lemon-and-herbs')) },
    );
    const result = await writer({ maxRetries: 1 }).write(choices, roll());
    expect(result.source).toBe('model');
    expect(fake.requests).toHaveLength(2);
  });

  it('falls back to the engine on a timeout', async () => {
    fake.script.push({ kind: 'hang', ms: 3000 });
    const started = Date.now();
    const result = await writer({ timeoutMs: 1000 }).write(choices, roll());
    expect(result.source).toBe('engine');
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
