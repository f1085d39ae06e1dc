import { describe, expect, it } from 'vitest';
import { main } from './conjure-cli.ts';

/** Runs the CLI on its arguments and keeps what it wrote to each stream. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run conjure', () => {
  it('prints its usage for --help and exits 0', async () => {
    const { code, out, err } = await run('--help');
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: npm run conjure/);
    expect(out).toContain('--diet');
    expect(out).toContain('--larder <a,b>');
    expect(err).toBe('');
  });

  it('prints a recipe card for a good request', async () => {
    const { code, out } = await run('--type', 'dessert', '--party', '4', '--seed', '7');
    expect(code).toBe(0);
    expect(out).toContain('Ingredients');
    expect(out).toContain('serves 4');
  });

  it('conjures from a larder by the names a cook types, and marks the larder lines', async () => {
    const { code, out } = await run('--larder', 'chick peas,spinach,lemons', '--seed', '3', '--json');
    expect(code).toBe(0);
    const recipe = JSON.parse(out) as { data: { larderUse: { asked: string[]; used: string[] } } };
    expect(recipe.data.larderUse.asked).toEqual(['canned-chickpeas', 'spinach', 'lemon']);
    expect(recipe.data.larderUse.used.length).toBeGreaterThan(0);
    const card = await run('--larder', 'chickpeas,spinach,lemon', '--seed', '3');
    expect(card.out).toMatch(/Uses [1-3] of your 3 larder foods/);
    expect(card.out).toMatch(/chickpeas.*\[from your larder\]/);
  });

  it.each([
    [['--larder', 'chickpeas,dragon scales'], 2, /^larder\.1: 'dragon scales' is not a food the tome knows/],
    [
      ['--larder', 'salt,lemon,egg,butter,honey,ham,kale,leek,pear,lime,mango,feta,tahini'],
      2,
      /^larder: Choose up to 12 larder foods/,
    ],
    [['--bogus'], 2, /Unknown option '--bogus'/],
    [['--party'], 2, /--party/],
    [['--party', '40'], 2, /^partySize: /],
    [['--theme', 'moon'], 2, /^theme: /],
    [['--rarity', 'mythic'], 2, /--rarity must be one of/],
    [['--dish', 'no-such-dish'], 2, /no dish 'no-such-dish'/],
    [['--dish', 'creme-brulee'], 2, /creme-brulee is a dessert, not a main/],
    [['--type', 'dessert', '--dish', 'creme-brulee', '--diet', 'vegan'], 1, /cannot|can be made/],
  ])('refuses %j with one line on stderr and exit code %i', async (argv, expected, message) => {
    const { code, out, err } = await run(...argv);
    expect(code).toBe(expected);
    expect(out).toBe('');
    expect(err.split('\n')).toHaveLength(1);
    expect(err).toMatch(message);
    expect(err).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
