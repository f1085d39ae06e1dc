import { GENDERS, NAMELESS_HERO, xpToNextLevel, type PublicProfile } from '@feastforge/domain';
import { Gem, LoaderCircle, Shield } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeIcon } from '../../components/badge-icon.tsx';
import { StoredImage } from '../../components/stored-image.tsx';
import type { LocalBadge } from '../../data/tome-db.ts';
import { badgeSummary } from '../../lib/badge-views.ts';

interface HeroCardProps {
  /** Any hero's public profile; the own one also carries the mana balance. */
  profile: PublicProfile & { manaBalance?: number };
  /** The hero's unlocked badges, newest first. */
  badges?: readonly LocalBadge[];
  /** The own tome's profile actions (edit, paint portrait). */
  actions?: ReactNode;
  /** A portrait is being painted: the portrait shows the progress. */
  painting?: boolean;
}

/**
 * The hero's portrait, name, race, class and gender, level and XP towards the next level; on the
 * own tome also mana. Both show the newest badges.
 */
export const HeroCard = memo(function HeroCard({ profile, badges, actions, painting = false }: HeroCardProps) {
  const needed = xpToNextLevel(profile.level);
  const percent = Math.min(100, Math.round((profile.currentXp / needed) * 100));
  const heritage = [[profile.race, profile.characterClass].filter(Boolean).join(' '), genderLabel(profile.gender)]
    .filter(Boolean)
    .join(' · ');

  return (
    <section
      aria-labelledby="hero-name"
      className="ornate-card flex flex-col gap-5 rounded-3xl border border-border bg-surface p-5 shadow-lg shadow-black/5 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="flex items-center gap-4">
        <span className="relative shrink-0">
          {profile.heroPortraitUrl ? (
            <StoredImage
              src={profile.heroPortraitUrl}
              sizes="80px"
              alt={`Portrait of ${profile.displayName ?? NAMELESS_HERO}`}
              className="size-20 rounded-2xl border border-accent/40 object-cover"
            />
          ) : (
            <span className="inline-flex size-20 items-center justify-center rounded-2xl border border-accent/40 bg-accent-soft">
              <Shield aria-hidden className="size-10 text-accent" />
            </span>
          )}
          {painting && (
            <span className="absolute inset-0 inline-flex items-center justify-center rounded-2xl bg-surface/80">
              <LoaderCircle aria-hidden className="size-8 animate-spin text-accent" />
            </span>
          )}
        </span>
        <div className="min-w-0">
          <h2 id="hero-name" className="truncate font-display text-xl font-bold">
            {profile.displayName ?? NAMELESS_HERO}
          </h2>
          {heritage && <p className="text-sm text-muted">{heritage}</p>}
          {profile.manaBalance !== undefined && (
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold">
              <Gem aria-hidden className="size-4 text-accent" />
              {profile.manaBalance} mana
            </p>
          )}
        </div>
      </div>

      <div className="flex-1">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-bold">Level {profile.level}</span>
          <span className="text-muted tabular-nums">
            {profile.currentXp} / {needed} XP
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={`Experience towards level ${profile.level + 1}`}
          aria-valuemin={0}
          aria-valuemax={needed}
          aria-valuenow={profile.currentXp}
          className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        {/* Only the own card has actions; another hero's empty row invites nobody to create. */}
        {badges && <BadgeRow badges={badges} own={actions !== undefined} />}
        {painting && (
          <p role="status" className="mt-2 text-sm font-semibold text-fg">
            Painting your hero’s portrait…
          </p>
        )}
        {actions && <div className="mt-4 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </section>
  );
});

/** Genders are stored lower-cased; the card shows them as the register form lists them. */
function genderLabel(gender: string | null): string | null {
  return GENDERS.find((label) => label.toLowerCase() === gender) ?? gender;
}

/** The six newest badges, then '+N more' (spec 'Tome'). */
function BadgeRow({ badges, own }: { badges: readonly LocalBadge[]; own: boolean }) {
  const { shown, more } = badgeSummary(badges);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      {shown.length === 0 && !own ? (
        <p className="text-muted">No badges yet.</p>
      ) : shown.length === 0 ? (
        <Link to="/badges" className="text-muted underline-offset-2 hover:underline">
          No badges yet. Create recipes to earn them.
        </Link>
      ) : (
        <>
          <ul aria-label="Badges" className="flex flex-wrap gap-1.5">
            {shown.map((badge) => (
              <li
                key={badge.id}
                title={badge.description}
                className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold"
              >
                <BadgeIcon id={badge.id} className="size-3.5 text-accent" />
                {badge.name}
              </li>
            ))}
          </ul>
          {more > 0 && <span className="text-muted">+{more} more</span>}
        </>
      )}
    </div>
  );
}
