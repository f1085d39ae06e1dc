import { Lock } from 'lucide-react';
import type { BadgeGroup, BadgeView } from '../../lib/badge-views.ts';
import { cx } from '../../lib/cx.ts';
import { BadgeIcon } from '../../components/badge-icon.tsx';

const UNLOCKED_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One category of the catalogue as a titled grid of badge cards. */
export function BadgeGroupSection({ group }: { group: BadgeGroup }) {
  const headingId = `badges-${group.category}`;
  const unlocked = group.badges.filter((badge) => badge.unlockedAt).length;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-bold">
        {group.title}{' '}
        <span className="text-base font-normal text-muted">
          ({unlocked}/{group.badges.length})
        </span>
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {group.badges.map((badge) => (
          <li key={badge.id}>
            <BadgeCard badge={badge} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BadgeCard({ badge }: { badge: BadgeView }) {
  const unlocked = badge.unlockedAt !== null;
  return (
    <article
      aria-label={`${badge.name}, ${unlocked ? 'unlocked' : 'locked'}`}
      className={cx(
        'flex h-full items-start gap-4 rounded-2xl border p-4',
        unlocked
          ? 'border-accent/60 bg-surface shadow-md shadow-accent/10'
          : 'border-dashed border-border bg-surface-2',
      )}
    >
      <span
        aria-hidden
        className={cx(
          'inline-flex size-12 shrink-0 items-center justify-center rounded-full',
          unlocked ? 'bg-accent-soft text-accent' : 'bg-surface text-muted',
        )}
      >
        <BadgeIcon id={badge.id} className="size-6" />
      </span>
      <div className="min-w-0">
        <h3 className="font-bold">{badge.name}</h3>
        <p className="text-sm text-muted">{badge.description}</p>
        {badge.unlockedAt ? (
          <p className="mt-1.5 text-xs font-semibold text-fg">
            Unlocked <time dateTime={badge.unlockedAt}>{UNLOCKED_DATE.format(new Date(badge.unlockedAt))}</time>
          </p>
        ) : (
          <p className="mt-1.5 inline-flex items-center gap-1 text-xs font-semibold text-muted">
            <Lock aria-hidden className="size-3.5" />
            Locked
          </p>
        )}
      </div>
    </article>
  );
}
