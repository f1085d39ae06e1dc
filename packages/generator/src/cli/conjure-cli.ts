/**
 * `npm run conjure -- --theme dragons-lair --class barbarian --type main --party 6
 *   --diet vegan,gluten-free [--larder chickpeas,spinach,lemon] [--dish pad-thai] [--rarity epic] [--seed 42] [--json] [--image out.png]`
 * Prints a recipe a person can read (or its JSON), and writes its artwork as a PNG.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DIETARY_OPTIONS,
  LARDER_MAX,
  RARITIES,
  RECIPE_TYPES,
  THEMES,
  WIZARD_CLASSES,
  WizardChoicesSchema,
  type Rarity,
} from '@feastforge/domain';
import { conjure, TYPE_NOUN } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import { formatRecipe } from './format-recipe.ts';

export const USAGE = `Usage: npm run conjure -- [options]

Conjures one recipe and prints it as a recipe card.

Options:
  --theme <biome>     ${THEMES.join(', ')} (default mystic-forest)
  --class <class>     ${WIZARD_CLASSES.join(', ')} (default druid)
  --type <type>       ${RECIPE_TYPES.join(', ')} (default main)
  --party <n>         people to cook for, 1-20 (default 4)
  --diet <a,b>        any of ${DIETARY_OPTIONS.join(', ')}
  --larder <a,b>      up to ${LARDER_MAX} foods you have, by name ('chick peas', 'garbanzo' and
                      'chickpeas' are one food); the dish that uses the most of them is chosen
  --dish <id>         a base recipe id of the type, e.g. pad-thai
  --rarity <rarity>   ${RARITIES.join(', ')} (default rolled)
  --booster <mana>    mana spent (default 1)
  --seed <seed>       the same seed gives the same recipe (default the clock)
  --json              print the recipe as JSON
  --image <file.png>  also write the recipe's artwork
  -h, --help          print this and exit`;

/** Where the CLI writes: the process's streams, or a test's buffers. */
export interface CliOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

const PROCESS_OUTPUT: CliOutput = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

/** A request the CLI turns down, with the one line that says why. */
class Refusal extends Error {}

function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        theme: { type: 'string', default: 'mystic-forest' },
        class: { type: 'string', default: 'druid' },
        type: { type: 'string', default: 'main' },
        party: { type: 'string', default: '4' },
        diet: { type: 'string', default: '' },
        larder: { type: 'string', default: '' },
        rarity: { type: 'string' },
        dish: { type: 'string' },
        booster: { type: 'string', default: '1' },
        seed: { type: 'string', default: String(Date.now()) },
        json: { type: 'boolean', default: false },
        image: { type: 'string' },
      },
    }).values;
  } catch (error) {
    // parseArgs says which flag it did not know or which value is missing.
    throw new Refusal(`${error instanceof Error ? error.message : String(error)} (see --help)`);
  }
}

/**
 * Runs the CLI on its arguments and answers the exit code: 0 for a recipe or the usage, 2 for a
 * request it cannot read, 1 for one no dish can meet. A refusal is one line on `err`.
 *
 * @example
 * await main(['--type', 'dessert', '--party', '2', '--seed', '7']) // prints a recipe card, 0
 */
export async function main(argv: readonly string[], output: CliOutput = PROCESS_OUTPUT): Promise<number> {
  try {
    const values = readArgs(argv);
    if (values.help) {
      output.out(USAGE);
      return 0;
    }
    const parsed = WizardChoicesSchema.safeParse({
      theme: values.theme,
      characterClass: values.class,
      recipeType: values.type,
      partySize: Number(values.party),
      dietary: values.diet ? values.diet.split(',').map((d) => d.trim()) : [],
      manaCost: Number(values.booster),
      ...(values.larder ? { larder: values.larder.split(',').map((f) => f.trim()) } : {}),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Refusal(`${issue?.path.join('.') || 'input'}: ${issue?.message ?? 'invalid'} (see --help)`);
    }
    if (values.rarity && !(RARITIES as readonly string[]).includes(values.rarity))
      throw new Refusal(`--rarity must be one of ${RARITIES.join(', ')}`);
    const base = values.dish ? BASE_RECIPES.find((r) => r.id === values.dish) : undefined;
    if (values.dish && !base) throw new Refusal(`There is no dish '${values.dish}' in the tome.`);
    if (base && base.type !== parsed.data.recipeType)
      throw new Refusal(
        `${base.id} is ${TYPE_NOUN[base.type]}, not ${TYPE_NOUN[parsed.data.recipeType]}; add --type ${base.type}.`,
      );

    const recipe = conjure(parsed.data, {
      rng: seededRng(values.seed),
      ...(values.rarity ? { rarity: values.rarity as Rarity } : {}),
      ...(base ? { baseRecipeId: base.id } : {}),
    });
    if (values.image) {
      const { recipeArtwork, ARTWORK_WIDTH } = await import('../artwork/recipe-artwork.ts');
      const { renderPng } = await import('../artwork/png.ts');
      const svg = recipeArtwork({
        title: recipe.data.title,
        recipeType: recipe.data.recipeType,
        theme: parsed.data.theme,
        rarity: recipe.data.rarity,
        ingredients: recipe.mainIngredients,
      });
      writeFileSync(values.image, renderPng(svg, ARTWORK_WIDTH));
    }
    output.out(values.json ? JSON.stringify(recipe, null, 2) : formatRecipe(recipe));
    if (values.image) output.err(`Artwork written to ${values.image}`);
    return 0;
  } catch (error) {
    if (error instanceof Refusal) {
      output.err(error.message);
      return 2;
    }
    // The engine refuses a request no dish can meet (ImpossibleRequestError, or a forced dish that
    // cannot be made for the diet or the party) with a sentence meant for the cook.
    output.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
