import type { AdminStats } from '@feastforge/domain';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { Divider } from '../../components/page-shell.tsx';
import { ActivitySection } from './activity-section.tsx';
import { AuditTab } from './audit-tab.tsx';
import { PromoCodesTab } from './promo-codes-tab.tsx';
import { RecipesTab } from './recipes-tab.tsx';
import { SitemapTab } from './sitemap-tab.tsx';
import { StatCards } from './stat-cards.tsx';
import { UsersTab } from './users-tab.tsx';

const TABS = [
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'recipes', label: 'Recipes', Panel: RecipesTab },
  { value: 'promo-codes', label: 'Promo Codes', Panel: PromoCodesTab },
  { value: 'sitemap', label: 'Sitemap', Panel: SitemapTab },
  { value: 'audit', label: 'Audit Log', Panel: AuditTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

const tabClasses =
  'shrink-0 rounded-xl px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-muted transition hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-md';

/**
 * The admin dashboard: the figures, 30 days of activity and the five tabs. The open tab is kept in
 * the address (`?tab=recipes`), so a reload or the back button keeps it.
 */
export function AdminConsole({ stats }: { stats: AdminStats }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabValue = isTab(asked) ? asked : 'users';
  const select = (value: string) => {
    if (isTab(value)) setParams(value === 'users' ? {} : { tab: value }, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="font-display text-3xl font-bold sm:text-4xl">Admin Dashboard</h1>
        <Divider align="start" />
        <p className="text-muted">Users, recipes, promotion codes, the sitemap and what admins changed.</p>
      </header>
      <StatCards stats={stats} />
      <ActivitySection days={stats.days} />
      <Tabs.Root value={tab} onValueChange={select} className="flex flex-col gap-6">
        <Tabs.List
          aria-label="Admin sections"
          className="flex flex-wrap gap-1 rounded-2xl border border-border bg-surface-2 p-1.5"
        >
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={tabClasses}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="flex flex-col gap-4 focus-visible:outline-offset-4">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
