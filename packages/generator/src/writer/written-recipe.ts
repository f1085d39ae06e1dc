import { z } from 'zod';
import { UNITS } from '../knowledge/types.ts';

/**
 * What a language model writes for a recipe: the dish, its story and its structured ingredients
 * (foods from the knowledge base, so nutrition and allergens can be computed rather than
 * trusted). Every field is required (nullable where optional) as strict structured output needs.
 */
export const WrittenRecipeSchema = z.object({
  dish: z.string().describe('The real dish as a cook would call it, e.g. "Braised lamb shanks"'),
  title: z.string().describe('Fantasy title that contains the real dish name'),
  description: z.string(),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']),
  prepMinutes: z.number().int(),
  cookMinutes: z.number().int(),
  ingredients: z.array(
    z.object({
      food: z.string().describe('A food id from the list given'),
      qty: z.number(),
      unit: z.enum(UNITS),
      prep: z.string().nullable(),
    }),
  ),
  instructions: z.array(z.string()).describe('Numbered steps without the numbers; name every ingredient'),
  notes: z.string().describe("Chef's notes: practical tips, then a line of lore"),
});
export type WrittenRecipe = z.infer<typeof WrittenRecipeSchema>;
