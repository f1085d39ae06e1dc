import { SIGNUP_BONUS_MANA, TAGLINE } from '@feastforge/domain';
import { Map as MapIcon, WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { CornerFlourishes, OrnamentDivider } from '../../components/static-page/ornaments.tsx';
import { PageIntro } from '../../components/static-page/page-intro.tsx';
import { useDocumentTitle } from '../../components/static-page/use-document-title.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { ManaExplainer } from './mana-explainer.tsx';
import { QuestSteps } from './quest-steps.tsx';
import { RarityLadder } from './rarity-ladder.tsx';

/** /how-it-works: the marketing explanation of steps, features and mana (spec section 2). */
export function HowItWorksPage() {
  useDocumentTitle('How It Works');

  return (
    <div className="mx-auto w-full max-w-6xl space-y-16 px-4 py-8 sm:space-y-20 sm:px-6 sm:py-12">
      <PageIntro icon={MapIcon} eyebrow="Your Culinary Quest" title="How It Works" lead={<p>{TAGLINE}</p>} />
      <QuestSteps />
      <FeatureGrid />
      <RarityLadder />
      <ManaExplainer />

      <section
        aria-labelledby="begin-title"
        className="relative overflow-hidden rounded-3xl border-2 border-accent bg-surface px-6 py-12 text-center shadow-md sm:px-12"
      >
        <CornerFlourishes />
        <h2 id="begin-title" className="text-2xl font-bold text-balance text-fg sm:text-3xl">
          Ready to Begin?
        </h2>
        <OrnamentDivider className="mx-auto mt-4 max-w-40" />
        <p className="mx-auto mt-4 max-w-xl text-pretty text-muted">
          Free to start: try a recipe right away, or create an account and claim {SIGNUP_BONUS_MANA} free Mana.
        </p>
        <Link to="/wizard" className={buttonClasses('primary', 'lg', 'mt-8 font-display')}>
          <WandSparkles aria-hidden="true" className="size-5" />
          Begin Your Quest
        </Link>
      </section>
    </div>
  );
}
