import { describe, expect, it } from 'vitest';
import { GenerateBody, GenerationAnswerSchema, rollRarity } from './generation.ts';
import { BOOSTERS } from './mana.ts';
import { RARITIES, rarityRank, type Rarity } from './rarity.ts';
import { buildRecipeData } from './testing.ts';

// mulberry32: a tiny seeded source, so the "many rolls" below are random-looking yet repeatable.
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function countRolls(input: { manaCost: number; level: number }, n: number, next: () => number) {
  const counts = Object.fromEntries(RARITIES.map((r) => [r, 0])) as Record<Rarity, number>;
  for (let i = 0; i < n; i += 1) counts[rollRarity(input, next()).rarity] += 1;
  return counts;
}

const rarePlusShare = (counts: Record<Rarity, number>, n: number) => (counts.rare + counts.epic + counts.legendary) / n;

describe('rollRarity', () => {
  it.each(BOOSTERS.map((b) => [b.name, b.cost, b.floor] as const))(
    'the %s booster (%i mana) never rolls below %s, at any level',
    (_name, cost, floor) => {
      const next = seeded(cost);
      for (const level of [1, 5, 20, 60]) {
        const counts = countRolls({ manaCost: cost, level }, 5_000, next);
        for (const r of RARITIES) if (rarityRank(r) < rarityRank(floor)) expect(counts[r], `${r} at ${level}`).toBe(0);
        expect(counts[floor]).toBeGreaterThan(0);
      }
      // The extremes of the draw stay inside the floor too.
      expect(rarityRank(rollRarity({ manaCost: cost, level: 1 }, 0).rarity)).toBeGreaterThanOrEqual(rarityRank(floor));
      expect(rollRarity({ manaCost: cost, level: 1 }, 0.999_999_999).rarity).toBe('legendary');
    },
  );

  it('names the booster the mana cost buys', () => {
    expect(rollRarity({ manaCost: 10, level: 1 }, 0.5).booster.name).toBe('Gold');
    expect(rollRarity({ manaCost: 1, level: 1 }, 0.5).booster.name).toBe('Standard');
  });

  it('gives a level-20 cook measurably more rare-or-better recipes than a level-1 cook', () => {
    const n = 20_000;
    // Stratified draws give the exact shares: 20% rare+ at level 1, about 28.9% at level 20.
    const stratified = (level: number) => {
      let i = 0;
      return rarePlusShare(
        countRolls({ manaCost: 1, level }, n, () => (i++ + 0.5) / n),
        n,
      );
    };
    expect(stratified(1)).toBeCloseTo(0.2, 3);
    expect(stratified(20)).toBeCloseTo(0.2 + 0.2 * (0.2 / 0.45), 3);

    // Seeded random draws: the gap (about 8.9 points) is far beyond the noise (about 0.4 points).
    const low = rarePlusShare(countRolls({ manaCost: 1, level: 1 }, n, seeded(1)), n);
    const high = rarePlusShare(countRolls({ manaCost: 1, level: 20 }, n, seeded(2)), n);
    expect(high - low).toBeGreaterThan(0.06);
    // Each step of 5 levels adds to the chance; levels 1-4 give none.
    const steps = [1, 4, 5, 10, 15, 20, 25].map(stratified);
    expect(steps[0]).toBe(steps[1]);
    for (let i = 2; i < 6; i += 1) expect(steps[i] ?? 0).toBeGreaterThan(steps[i - 1] ?? 1);
    expect(steps[6]).toBe(steps[5]);
  });
});

describe('GenerateBody', () => {
  const choices = { theme: 'coastal-cove', characterClass: 'bard', recipeType: 'main' };

  it('fills the spec defaults: party of 4, no dietary needs, the 1-mana booster', () => {
    expect(GenerateBody.parse(choices)).toEqual({ ...choices, partySize: 4, dietary: [], manaCost: 1 });
  });

  it.each([
    [{ partySize: 0 }, 'Party size must be between 1 and 20'],
    [{ partySize: 21 }, 'Party size must be between 1 and 20'],
    [{ manaCost: 3 }, 'Unknown booster'],
    [{ idempotencyKey: 'again' }, 'idempotencyKey must be a UUID'],
    [{ deviceId: 'my-phone' }, 'deviceId must be a UUID'],
  ])('refuses %j', (extra, message) => {
    const result = GenerateBody.safeParse({ ...choices, ...extra });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('GenerationAnswerSchema', () => {
  it('tells a trial from a user generation by isTrial', () => {
    const recipeData = buildRecipeData({ manaCost: 0, xp_gained: 0 });
    const trial = GenerationAnswerSchema.parse({
      recipe: { id: null, userId: null, isPublished: false, createdAt: 'now', recipeData },
      isTrial: true,
      trialsRemaining: 2,
    });
    expect(trial.isTrial && trial.trialsRemaining).toBe(2);
    expect(() =>
      GenerationAnswerSchema.parse({
        recipe: { id: null, userId: null, isPublished: false, createdAt: 'now', recipeData },
        isTrial: false,
      }),
    ).toThrow();
  });
});
