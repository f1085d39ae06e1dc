import { levelRarityBonus, THEMES, WIZARD_CLASSES, XP_PUBLISH } from '@feastforge/domain';
import { Award, ChefHat, Gift, Mountain, TrendingUp, WifiOff, type LucideIcon } from 'lucide-react';
import { joinWords } from '../../components/static-page/word-list.ts';
import { SectionHeading } from '../../components/static-page/section-heading.tsx';

interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
}

const classNames = WIZARD_CLASSES.map((name) => name.charAt(0).toUpperCase() + name.slice(1));
// The bonus is capped, so any level past the cap gives the maximum.
const maxRarityBonusPercent = Math.round(levelRarityBonus(Number.MAX_SAFE_INTEGER) * 100);

const FEATURES: readonly Feature[] = [
  {
    title: 'Biomes & Classes',
    text: `Cook your way through ${THEMES.length} biomes, from snowy mountains to a dragon's lair, as a ${joinWords(classNames, 'or')}.`,
    icon: Mountain,
  },
  {
    title: 'Real, Cookable Recipes',
    text: 'Real ingredients and clear steps, with nutrition facts and allergen information for every dish.',
    icon: ChefHat,
  },
  {
    title: 'XP & Levels',
    text: `Earn XP for every recipe and ${XP_PUBLISH} XP for publishing one. Higher levels improve your odds of rare recipes, up to +${maxRarityBonusPercent}%.`,
    icon: TrendingUp,
  },
  {
    title: 'Badges',
    text: 'Unlock achievement badges for milestones, rarities, recipe types, social feats and special deeds.',
    icon: Award,
  },
  {
    title: 'Daily Treasure Chest',
    text: 'Open your treasure chest once a day for bonus Mana or XP.',
    icon: Gift,
  },
  {
    title: 'Works Offline',
    text: 'Your tome is kept on your device, so your saved recipes open even without a connection.',
    icon: WifiOff,
  },
];

/** What an adventurer gets beyond the three steps. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title">
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Treasures of the Realm"
        lead="Everything you need to turn a quest into dinner."
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="group rounded-3xl border border-border bg-surface p-6 shadow-sm transition-colors hover:border-accent"
          >
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent"
            >
              <feature.icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-fg">{feature.title}</h3>
            <p className="mt-2 text-pretty text-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
