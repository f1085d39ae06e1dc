import { Award, LogIn, RotateCcw, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { Divider } from '../../components/page-shell.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { groupBadges } from '../../lib/badge-views.ts';
import { BadgeGroupSection } from './badge-group-section.tsx';
import { useBadgeCheck } from './use-badge-check.ts';
import { useBadges } from './use-badges.ts';

/**
 * /badges: every badge grouped by category, unlocked ones with their date. Visitors see them all
 * locked; signed-in heroes can ask for a badge check.
 */
export function BadgesPage() {
  const { view, retry } = useBadges();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 text-center">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">My Badges</h1>
        <Divider />
        <p className="text-muted">Honours earned by conjuring, sharing and adventuring.</p>
      </header>

      {view.state === 'loading' && <PageLoading />}
      {view.state === 'error' && (
        <div className="mx-auto max-w-xl text-center">
          <p className="text-muted">The badges could not be loaded just now.</p>
          <Button variant="outline" className="mt-4" onClick={retry}>
            <RotateCcw aria-hidden className="size-4" />
            Try again
          </Button>
        </div>
      )}
      {view.state === 'ready' && (
        <>
          {view.signedIn ? (
            <CheckBar unlocked={view.badges.filter((b) => b.unlockedAt).length} total={view.badges.length} />
          ) : (
            <VisitorNote />
          )}
          <div className="mt-8 flex flex-col gap-10">
            {groupBadges(view.badges).map((group) => (
              <BadgeGroupSection key={group.category} group={group} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function CheckBar({ unlocked, total }: { unlocked: number; total: number }) {
  const { checking, check } = useBadgeCheck();
  return (
    <div className="ornate-card flex flex-col items-center justify-between gap-4 rounded-3xl border border-border bg-surface p-5 sm:flex-row">
      <p className="inline-flex items-center gap-2 font-semibold">
        <Award aria-hidden className="size-5 text-accent" />
        {unlocked} of {total} badges unlocked
      </p>
      <Button variant="gold" busy={checking} onClick={() => void check()}>
        {!checking && <Sparkles aria-hidden className="size-4" />}
        Check badges
      </Button>
    </div>
  );
}

function VisitorNote() {
  return (
    <div className="ornate-card flex flex-col items-center justify-between gap-4 rounded-3xl border border-border bg-surface p-5 sm:flex-row">
      <p className="text-center sm:text-left">Sign in to start unlocking badges. Every badge below is still locked.</p>
      <Link to="/auth" className={buttonClasses('primary', 'md')}>
        <LogIn aria-hidden className="size-4" />
        Sign In
      </Link>
    </div>
  );
}
