import { DEFAULT_MANA_COST, SIGNUP_BONUS_MANA } from '@feastforge/domain';
import { BookMarked, Coins, Eye, Gift, Printer, Trophy, Users, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../components/static-page/section-heading.tsx';

interface Benefit {
  title: string;
  text: string;
  icon: LucideIcon;
}

const startingRecipes = Math.floor(SIGNUP_BONUS_MANA / DEFAULT_MANA_COST);

const BENEFITS: readonly Benefit[] = [
  {
    title: 'Unlimited Recipe Views',
    text: 'Open every recipe in the Feast Hall, with no free-view limit.',
    icon: Eye,
  },
  {
    title: 'Save Every Recipe to Your Tome',
    text: 'Each recipe you conjure is kept in your personal grimoire, ready even when you are offline.',
    icon: BookMarked,
  },
  {
    title: 'Publish to the Feast Hall',
    text: 'Share your finest dishes with every adventurer in the realm.',
    icon: Users,
  },
  {
    title: 'Earn XP, Levels & Badges',
    text: 'Level up with every recipe and unlock achievement badges along the way.',
    icon: Trophy,
  },
  {
    title: 'Daily Treasure Chest',
    text: 'Open a treasure chest every day for bonus Mana or XP.',
    icon: Gift,
  },
  {
    title: 'Print Recipes',
    text: 'Take a clean, printable copy of any recipe into the kitchen.',
    icon: Printer,
  },
];

/** Everything a free account adds, led by the signup Mana bonus. */
export function BenefitList() {
  return (
    <section aria-labelledby="benefits-title">
      <SectionHeading id="benefits-title" eyebrow="Your Rewards" title="What Awaits You" />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        <li className="flex flex-col items-start gap-4 rounded-3xl border-2 border-accent bg-accent-soft p-6 shadow-sm sm:col-span-2 sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full border-2 border-accent bg-surface text-accent"
          >
            <Coins className="size-8" />
          </span>
          <div>
            <h3 className="text-xl font-bold text-fg sm:text-2xl">{SIGNUP_BONUS_MANA} Free Mana</h3>
            <p className="mt-1 text-fg">Start with enough Mana for {startingRecipes} recipes the moment you join.</p>
          </div>
        </li>
        {BENEFITS.map((benefit) => (
          <li
            key={benefit.title}
            className="flex items-start gap-4 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-6"
          >
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent"
            >
              <benefit.icon className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-fg">{benefit.title}</h3>
              <p className="mt-1 text-pretty text-muted">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
