import { BOOSTERS, DEFAULT_MANA_COST, SIGNUP_BONUS_MANA } from '@feastforge/domain';
import { BookMarked, Gift, Infinity as Forever, Sparkles, type LucideIcon } from 'lucide-react';

/** Boosters that raise the rarity floor above common, i.e. every booster except Standard. */
export const FLOOR_BOOSTERS = BOOSTERS.filter((booster) => booster.floor !== 'common');

/**
 * The four facts of the shop's 'About Mana' box (spec section 2, Shop), also told on How It Works.
 *
 * @example
 * MANA_FACTS.map(({ text }) => text)[0] // 'Each generation costs 1 Mana'
 */
export const MANA_FACTS: readonly { text: string; icon: LucideIcon }[] = [
  { text: `Each generation costs ${DEFAULT_MANA_COST} Mana`, icon: Sparkles },
  { text: `New adventurers get ${SIGNUP_BONUS_MANA} free Mana`, icon: Gift },
  { text: 'Mana never expires', icon: Forever },
  { text: 'Recipes are saved to the grimoire automatically', icon: BookMarked },
];
