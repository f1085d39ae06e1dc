import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { Booster, Rarity, WizardChoices } from '@feastforge/domain';
import {
  checkRecipe,
  conjure,
  fromWritten,
  recipeMessages,
  WrittenRecipeSchema,
  type ConjuredRecipe,
  type Problem,
  type Rng,
} from '@feastforge/generator';
import { logger } from '../logger.ts';

/** The server's roll for one generation: rarity and booster are decided here, never by the client. */
export interface Roll {
  rng: Rng;
  rarity: Rarity;
  booster: Booster;
}

export interface WrittenResult {
  recipe: ConjuredRecipe;
  /** Who wrote the recipe that is returned. */
  source: 'engine' | 'model';
  /** Model attempts made (0 for the engine). */
  attempts: number;
  /** What was wrong with the model's last refused answer, if any. */
  refused: Problem[];
}

/** Writes a recipe for the wizard's choices. */
export interface RecipeWriter {
  readonly kind: 'engine' | 'model';
  write(choices: WizardChoices, roll: Roll): Promise<WrittenResult>;
}

/** Embedded default: the knowledge-base engine, no key, no network. */
export function createEngineWriter(): RecipeWriter {
  return {
    kind: 'engine',
    write(choices, roll) {
      const recipe = conjure(choices, { rng: roll.rng, rarity: roll.rarity, booster: roll.booster });
      return Promise.resolve({ recipe, source: 'engine', attempts: 0, refused: [] });
    },
  };
}

export interface ModelWriterOptions {
  client: OpenAI;
  model: string;
  /** Used when the model fails twice, errors, or times out. */
  fallback: RecipeWriter;
  log?: (line: string) => void;
}

/**
 * Any OpenAI-compatible chat API with structured output. The answer is assembled (computed
 * nutrition and allergens) and checked; a failed check is sent back once with the checker's
 * findings, and a second failure, an error or a timeout falls back to the engine.
 */
export function createModelWriter(options: ModelWriterOptions): RecipeWriter {
  const log = options.log ?? ((line: string) => logger.warn(line));
  const format = zodResponseFormat(WrittenRecipeSchema, 'recipe');

  async function attempt(choices: WizardChoices, roll: Roll, previous?: { answer: string; problems: Problem[] }) {
    const completion = await options.client.chat.completions.parse({
      model: options.model,
      messages: recipeMessages(choices, roll.rarity, previous),
      response_format: format,
    });
    const message = completion.choices[0]?.message;
    const answer = message?.content ?? '';
    const written = message?.parsed;
    if (!written) return { answer, problems: [{ code: 'empty' as const, message: 'The answer held no recipe.' }] };
    const assembled = fromWritten(written, { choices, rarity: roll.rarity, booster: roll.booster });
    if ('problems' in assembled) return { answer, problems: assembled.problems };
    const problems = checkRecipe(assembled.recipe, choices);
    return problems.length ? { answer, problems } : { answer, recipe: assembled.recipe, problems };
  }

  return {
    kind: 'model',
    async write(choices, roll) {
      let previous: { answer: string; problems: Problem[] } | undefined;
      let attempts = 0;
      try {
        for (; attempts < 2;) {
          attempts += 1;
          const result = await attempt(choices, roll, previous);
          if (result.recipe)
            return { recipe: result.recipe, source: 'model', attempts, refused: previous?.problems ?? [] };
          previous = { answer: result.answer, problems: result.problems };
        }
        log(`[recipe-writer] model answer refused twice: ${previous?.problems.map((p) => p.message).join('; ')}`);
      } catch (error) {
        log(
          `[recipe-writer] model call failed, using the engine: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const fallback = await options.fallback.write(choices, roll);
      return { ...fallback, attempts, refused: previous?.problems ?? [] };
    },
  };
}

/** The OpenAI client for `OPENAI_API_KEY` (and `OPENAI_BASE_URL` for any compatible server). */
export function createOpenAiClient(config: {
  apiKey: string;
  baseURL?: string | undefined;
  timeoutMs: number;
  maxRetries?: number;
}) {
  return new OpenAI({
    apiKey: config.apiKey,
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries ?? 2,
  });
}
