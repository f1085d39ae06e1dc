import {
  assertNever,
  DEFAULT_MANA_COST,
  DIETARY_OPTIONS,
  insufficientManaMessage,
  LARDER_MAX,
  LarderSchema,
  levelRarityBonus,
  PARTY_SIZE_DEFAULT,
  PARTY_SIZE_MAX,
  PARTY_SIZE_MESSAGE,
  PARTY_SIZE_MIN,
  rarityLabel,
  WizardChoicesSchema,
  type Dietary,
  type Rarity,
  type WizardChoices,
} from '@feastforge/domain';

/**
 * The wizard's rules (spec section 2 'Wizard', section 4 'Wizard', section 5 party size), kept free
 * of React so they are tested on their own.
 */
export type StepId = 'biome' | 'class' | 'type' | 'party' | 'dietary' | 'booster';

export interface WizardStep {
  id: StepId;
  title: string;
  lead: string;
}

const VISITOR_STEPS: readonly WizardStep[] = [
  { id: 'biome', title: 'Choose Biome', lead: 'Where does your feast take place?' },
  { id: 'class', title: 'Select Class', lead: 'Who is cooking tonight?' },
  { id: 'type', title: 'Recipe Type', lead: 'What kind of dish shall we conjure?' },
  { id: 'party', title: 'Party Size', lead: 'How many adventurers are at the table?' },
  { id: 'dietary', title: 'Dietary Needs', lead: 'Cooking for anyone with dietary needs?' },
];

const MEMBER_STEPS: readonly WizardStep[] = [
  ...VISITOR_STEPS,
  { id: 'booster', title: 'Mana Booster', lead: 'Spend more mana to raise the rarity of your recipe.' },
];

/** Signed-in users get a sixth step, Mana Booster; visitors have none. */
export function wizardSteps(signedIn: boolean): readonly WizardStep[] {
  return signedIn ? MEMBER_STEPS : VISITOR_STEPS;
}

/** The choices while they are being made: anything may still be missing. */
export type DraftChoices = Partial<WizardChoices>;

/** A fresh wizard: party of 4, no dietary needs, the Standard booster. */
export function initialChoices(): DraftChoices {
  return { partySize: PARTY_SIZE_DEFAULT, dietary: [], manaCost: DEFAULT_MANA_COST };
}

/** Theme, class and recipe type need a selection; party size must be in range; the rest always pass. */
export function isStepValid(step: StepId, choices: DraftChoices): boolean {
  switch (step) {
    case 'biome':
      return choices.theme !== undefined;
    case 'class':
      return choices.characterClass !== undefined;
    case 'type':
      return choices.recipeType !== undefined;
    case 'party':
      return choices.partySize !== undefined && isPartySize(choices.partySize);
    case 'dietary':
    case 'booster':
      return true;
    default:
      return assertNever(step);
  }
}

/** What to tell someone who tries to move on from an invalid step (the schema's own messages). */
export function stepError(step: StepId): string {
  const shape = WizardChoicesSchema.shape;
  const field =
    step === 'biome'
      ? shape.theme
      : step === 'class'
        ? shape.characterClass
        : step === 'type'
          ? shape.recipeType
          : null;
  if (field) return field.safeParse(undefined).error?.issues[0]?.message ?? 'Please make a choice';
  return PARTY_SIZE_MESSAGE;
}

/**
 * The step a restored draft may open on: never past the first step that still needs a choice,
 * so a damaged draft cannot skip a required one.
 */
export function restoreStep(step: number, steps: readonly WizardStep[], choices: DraftChoices): number {
  const firstInvalid = steps.findIndex((s) => !isStepValid(s.id, choices));
  const limit = firstInvalid === -1 ? steps.length - 1 : firstInvalid;
  return Number.isInteger(step) ? Math.min(Math.max(step, 0), limit) : 0;
}

/**
 * Keeps only the stored values that are still valid choices: drafts outlive releases, and a theme
 * or booster that no longer exists must not reach the request.
 */
export function sanitizeChoices(raw: unknown): DraftChoices {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const shape = WizardChoicesSchema.shape;
  const choices = initialChoices();
  const theme = shape.theme.safeParse(value['theme']);
  if (theme.success) choices.theme = theme.data;
  const characterClass = shape.characterClass.safeParse(value['characterClass']);
  if (characterClass.success) choices.characterClass = characterClass.data;
  const recipeType = shape.recipeType.safeParse(value['recipeType']);
  if (recipeType.success) choices.recipeType = recipeType.data;
  const partySize = shape.partySize.safeParse(value['partySize']);
  if (partySize.success) choices.partySize = partySize.data;
  if (Array.isArray(value['dietary'])) {
    choices.dietary = [...new Set(value['dietary'].filter(isDietary))];
  }
  const manaCost = shape.manaCost.safeParse(value['manaCost']);
  if (manaCost.success) choices.manaCost = manaCost.data;
  // Foods the tome no longer knows are dropped one by one, not the whole larder.
  if (Array.isArray(value['larder'])) {
    const larder = value['larder'].flatMap((food) => {
      const one = LarderSchema.safeParse([food]);
      return one.success ? one.data : [];
    });
    if (larder.length > 0) choices.larder = [...new Set(larder)].slice(0, LARDER_MAX);
  }
  return choices;
}

function isDietary(value: unknown): value is Dietary {
  return (DIETARY_OPTIONS as readonly unknown[]).includes(value);
}

/** The finished choices for the request, or null while one is missing. Visitors always pay 1. */
export function finalChoices(choices: DraftChoices, signedIn: boolean): WizardChoices | null {
  const parsed = WizardChoicesSchema.safeParse({
    ...choices,
    manaCost: signedIn ? choices.manaCost : DEFAULT_MANA_COST,
  });
  return parsed.success ? parsed.data : null;
}

/** The button that moves on: 'Generate Recipe' ends a member's wizard, visitors always 'Continue'. */
export function nextLabel(isLastStep: boolean, signedIn: boolean): 'Generate Recipe' | 'Continue' {
  return isLastStep && signedIn ? 'Generate Recipe' : 'Continue';
}

export function isPartySize(size: number): boolean {
  return Number.isInteger(size) && size >= PARTY_SIZE_MIN && size <= PARTY_SIZE_MAX;
}

export function clampPartySize(size: number): number {
  return Math.min(Math.max(Math.round(size), PARTY_SIZE_MIN), PARTY_SIZE_MAX);
}

/** '1 person', '4 people' (spec section 5). */
export function partySizeLabel(size: number): string {
  return `${size} ${size === 1 ? 'person' : 'people'}`;
}

/**
 * The 'Insufficient Mana' text when the balance is below the booster's cost, else null. An unknown
 * balance (no profile yet) is not blocked here: the server checks again and answers the same.
 *
 * @example
 * insufficientMana(3, 5) // 'You need 5 mana to conjure this recipe. Visit the shop to purchase more!'
 */
export function insufficientMana(balance: number | undefined, cost: number): string | null {
  if (balance === undefined || balance >= cost) return null;
  return insufficientManaMessage(cost);
}

/** The level rarity bonus tooltip (spec section 6); exact wording below level 5. */
export function rarityBonusText(level: number): string {
  const bonus = Math.round(levelRarityBonus(level) * 100);
  if (bonus === 0) return 'No rarity boost yet (unlocks at Level 5)';
  const nextLevel = (Math.floor(level / 5) + 1) * 5;
  const next = levelRarityBonus(nextLevel) > levelRarityBonus(level) ? `next boost at Level ${nextLevel}` : 'maximum';
  return `+${bonus}% rarity boost from Level ${level} (${next})`;
}

/** A booster's effect from its rarity floor: 'All rarities', 'Rare or better'. */
export function boosterEffect(floor: Rarity): string {
  return floor === 'common' ? 'All rarities' : `${rarityLabel(floor)} or better`;
}

/** 'You have 2 free trial recipes left'. */
export function trialsLeftText(left: number): string {
  return `You have ${left} free trial ${left === 1 ? 'recipe' : 'recipes'} left`;
}
