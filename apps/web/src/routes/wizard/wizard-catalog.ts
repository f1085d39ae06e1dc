import {
  BOOSTERS,
  recipeTypeLabel,
  type Booster,
  type Dietary,
  type RecipeType,
  type Theme,
  type WizardClass,
} from '@feastforge/domain';
import {
  Axe,
  BowArrow,
  CakeSlice,
  Carrot,
  Cookie,
  Crown,
  Drumstick,
  EggOff,
  Fish,
  Flame,
  FlaskConical,
  Gem,
  Leaf,
  MilkOff,
  MountainSnow,
  Music,
  Pickaxe,
  Salad,
  Shell,
  Sparkle,
  Sprout,
  Sunrise,
  Swords,
  TreePalm,
  Trees,
  WandSparkles,
  WheatOff,
  type LucideIcon,
} from 'lucide-react';

/**
 * How each choice is shown: its name, its icon and one line of flavour. `art` names the colour
 * treatment in wizard-art.css; there is no image set for the wizard, so icon and gradient are the art.
 */
export interface ChoiceInfo<V extends string> {
  value: V;
  name: string;
  line: string;
  icon: LucideIcon;
}

export const BIOMES: readonly ChoiceInfo<Theme>[] = [
  {
    value: 'snowy-mountain',
    name: 'Snowy Mountain',
    line: 'Pine smoke, thin air and stews that thaw frozen fingers.',
    icon: MountainSnow,
  },
  {
    value: 'dragons-lair',
    name: "Dragon's Lair",
    line: 'Fire-kissed feasts seared over a hoard of glowing coals.',
    icon: Flame,
  },
  {
    value: 'mystic-forest',
    name: 'Mystic Forest',
    line: 'Moonlit mushrooms, wild herbs and berries the fae would envy.',
    icon: Trees,
  },
  {
    value: 'coastal-cove',
    name: 'Coastal Cove',
    line: "Salt spray, the morning's catch and citrus from the smugglers' trade.",
    icon: Shell,
  },
  {
    value: 'desert-oasis',
    name: 'Desert Oasis',
    line: 'Dates, warm spice and honey shared in the shade of the palms.',
    icon: TreePalm,
  },
  {
    value: 'underground-cavern',
    name: 'Underground Cavern',
    line: 'Dwarven hearth fare: roots, smoked meats and a dark, malty brew.',
    icon: Pickaxe,
  },
];

export const CLASSES: readonly ChoiceInfo<WizardClass>[] = [
  { value: 'fighter', name: 'Fighter', line: 'Hearty, protein-packed fuel for the front line.', icon: Swords },
  { value: 'wizard', name: 'Wizard', line: 'Precise, curious dishes with a dash of the arcane.', icon: WandSparkles },
  { value: 'ranger', name: 'Ranger', line: 'Foraged, fire-cooked fare that travels light.', icon: BowArrow },
  { value: 'bard', name: 'Bard', line: 'Crowd-pleasing plates made for sharing and song.', icon: Music },
  { value: 'barbarian', name: 'Barbarian', line: 'Big flavours, bigger portions, no cutlery required.', icon: Axe },
  { value: 'druid', name: 'Druid', line: 'Garden-fresh, seasonal food in harmony with the wild.', icon: Leaf },
];

const TYPE_DETAILS: Record<RecipeType, { line: string; icon: LucideIcon }> = {
  breakfast: { line: "Break the night's fast before the road.", icon: Sunrise },
  starter: { line: 'A small bite to open the feast.', icon: Salad },
  main: { line: 'The centrepiece of the table.', icon: Drumstick },
  dessert: { line: 'A sweet reward for a quest well done.', icon: CakeSlice },
  snacks: { line: 'Trail bites for the pack and the pocket.', icon: Cookie },
  elixir: { line: 'A brew to restore and delight.', icon: FlaskConical },
};

export const RECIPE_TYPE_CHOICES: readonly ChoiceInfo<RecipeType>[] = (Object.keys(TYPE_DETAILS) as RecipeType[]).map(
  (value) => ({ value, name: recipeTypeLabel(value), ...TYPE_DETAILS[value] }),
);

export const DIETARY_CHOICES: readonly { value: Dietary; name: string; icon: LucideIcon }[] = [
  { value: 'vegetarian', name: 'Vegetarian', icon: Carrot },
  { value: 'vegan', name: 'Vegan', icon: Sprout },
  { value: 'dairy-free', name: 'Dairy-Free', icon: MilkOff },
  { value: 'gluten-free', name: 'Gluten-Free', icon: WheatOff },
  { value: 'pescatarian', name: 'Pescatarian', icon: Fish },
  { value: 'egg-free', name: 'Egg-Free', icon: EggOff },
];

const BOOSTER_ICONS: Record<Booster['id'], LucideIcon> = {
  standard: Sparkle,
  silver: Gem,
  gold: Crown,
  epic: Flame,
};

export const BOOSTER_CHOICES = BOOSTERS.map((booster) => ({ ...booster, icon: BOOSTER_ICONS[booster.id] }));
