import type { AdminStats } from '@feastforge/domain';
import { BookOpen, Coins, Gift, Globe, Sparkles, Users, type LucideIcon } from 'lucide-react';

const FIGURES: { label: string; value(stats: AdminStats): number; icon: LucideIcon }[] = [
  { label: 'Total Users', value: (s) => s.totalUsers, icon: Users },
  { label: 'Total Recipes', value: (s) => s.totalRecipes, icon: BookOpen },
  { label: 'Published Recipes', value: (s) => s.publishedRecipes, icon: Globe },
  { label: 'Generations Today', value: (s) => s.generationsToday, icon: Sparkles },
  { label: 'Mana Sold', value: (s) => s.manaSold, icon: Coins },
  { label: 'Mana Granted', value: (s) => s.manaGranted, icon: Gift },
];

const NUMBER = new Intl.NumberFormat('en-US');

/** The dashboard's figures: Total Users and Total Recipes first (spec section 2), then the rest. */
export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <ul aria-label="Figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6">
      {FIGURES.map(({ label, value, icon: Icon }) => (
        <li key={label} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
          <p className="flex items-center gap-2 text-sm font-semibold text-muted">
            <Icon aria-hidden className="size-4 shrink-0 text-accent" />
            {label}
          </p>
          <p className="mt-2 font-display text-2xl font-bold tabular-nums sm:text-3xl">{NUMBER.format(value(stats))}</p>
        </li>
      ))}
    </ul>
  );
}
