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
    expect(err).toBe('');
  });

  it('prints a recipe card for a good request', async () => {
    const { code, out } = await run('--type', 'dessert', '--party', '4', '--seed', '7');
    expect(code).toBe(0);
    expect(out).toContain('Ingredients');
    expect(out).toContain('serves 4');
  });

  it.each([
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
