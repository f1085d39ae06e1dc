import type { APIRequestContext } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './fixtures.ts';
import { seedTome, type SeedRecipe } from './tome.ts';

/**
 * A new hero who has published `recipes` to the Feast Hall; returns their ids in order. The specs
 * share one database, so each gives its recipes a word of its own to search by.
 */
export async function publishRecipes<const T extends readonly SeedRecipe[]>(
  request: APIRequestContext,
  recipes: T,
): Promise<{ [K in keyof T]: string }> {
  const email = uniqueEmail('bard');
  const answer = await request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  if (answer.status() !== 201) throw new Error(`registering ${email} answered ${answer.status()}`);
  return seedTome(
    email,
    recipes.map((recipe) => ({ ...recipe, isPublished: true })),
  ) as { [K in keyof T]: string };
}

/** A word no other spec's recipe has, for searching the shared Feast Hall. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${process.pid.toString(36)}${Date.now().toString(36)}`.toLowerCase();
}
