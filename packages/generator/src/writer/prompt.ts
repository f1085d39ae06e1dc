import { larderFoodName, recipeTypeLabel, type Rarity, type WizardChoices } from '@feastforge/domain';
import type { Problem } from '../checker/check-recipe.ts';
import { FOODS } from '../knowledge/foods/index.ts';
import { UNITS } from '../knowledge/types.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const FOOD_LIST = FOODS.map(
  (f) => `${f.id} (${f.name}; units: g${Object.keys(f.grams).length ? `, ${Object.keys(f.grams).join(', ')}` : ''})`,
).join('\n');

const SYSTEM = `You write recipes for Feastforge: real, cookable dishes with a fantasy twist.
Rules:
- The dish must be a real dish a cook recognises, cookable exactly as written, with quantities for the stated party size.
- Use ONLY foods from the list below, by id, each in one of its listed units (${UNITS.join(', ')}). Never use a food outside the list.
- Every dietary need is absolute: no ingredient may break one (vegetarian: no meat or fish, and no cheese set with animal rennet: use the vegetarian-... cheeses; vegan: nothing animal-derived, honey included; pescatarian: no meat; gluten-free: nothing that often hides gluten either, so stock, miso, spice blends, baking powder and fish sauce come as their gluten-free-... foods; dairy-free, egg-free as named). A stand-in brings what it needs into the list and the steps: a soured milk its lemon juice, flax eggs a step that makes them.
- Name every ingredient in the steps, using its name from the list. Give times, temperatures in °C with °F, and doneness cues.
- Every sentence must be true for the party size and the dietary needs: glasses, mugs and bowls number one per person; amounts quoted in steps or notes add up to the ingredient's quantity; no alternative or dish name names a food a dietary need rules out; no step relies on what a stand-in cannot do (a flax egg does not puff or whip). Measure as a kitchen does: no decimals beyond ½ tsp (2.5 ml), whole cans, whole eggs.
- The notes say how the dish keeps: meat, fish, shellfish, dairy, egg and cooked rice in the fridge (cooked rice within 1 day), never 'eat at once' for what the steps make ahead. If egg stays raw or lightly cooked (coddled, mousse, runny yolks), the notes warn that anyone pregnant, young children, older people and anyone with a weakened immune system should avoid it or use pasteurised eggs.
- The title is fantasy, shaped by the biome and class, and must contain the real dish name. Richer rarities get grander titles and more lore, never less cooking detail.
- prepMinutes and cookMinutes are honest whole minutes.
Foods:
${FOOD_LIST}`;

/** The conversation that asks a model for one recipe; a retry adds the checker's findings. */
export function recipeMessages(
  choices: WizardChoices,
  rarity: Rarity,
  previous?: { answer: string; problems: readonly Problem[] },
): ChatMessage[] {
  const needs = choices.dietary.length ? choices.dietary.join(', ') : 'none';
  const larder = choices.larder?.length
    ? `\nThe cook has these foods in the larder: ${choices.larder.map((id) => `${id} (${larderFoodName(id)})`).join(', ')}. Choose a dish that uses as many of them as it honestly can (only where they belong in it, and only where every dietary need allows them); if none fit, write the dish as usual.`
    : '';
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Write a ${recipeTypeLabel(choices.recipeType)} (${choices.recipeType}) for ${choices.partySize} ${choices.partySize === 1 ? 'person' : 'people'}.
Biome: ${choices.theme}. Class: ${choices.characterClass}. Rarity: ${rarity}. Dietary needs: ${needs}.${larder}`,
    },
  ];
  if (previous) {
    messages.push({ role: 'assistant', content: previous.answer });
    messages.push({
      role: 'user',
      content: `That recipe has problems:\n${previous.problems.map((p) => `- ${p.message}`).join('\n')}\nWrite it again with every problem fixed.`,
    });
  }
  return messages;
}
