import { Castle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CarouselSkeleton } from './carousel-skeleton.tsx';
import { EmptyFeastHall } from './empty-feast-hall.tsx';
import { FeaturePanel } from './feature-panel.tsx';
import { HeroSection } from './hero-section.tsx';
import { homeSections } from './home-sections.ts';
import { LatestRecipes } from './latest-recipes.tsx';
import { QuestSteps } from './quest-steps.tsx';
import { RarityShowcase } from './rarity-showcase.tsx';
import { RecipeCarousel } from './recipe-carousel.tsx';
import { useHomeFeed, type HomeFeedState } from './use-home-feed.ts';
import { useReferralCapture } from './use-referral-capture.ts';

/**
 * Home (/): the hero, the newest published recipes (the carousel and the latest cards, spec
 * 'Home' (a) and (b), the same few recipes shown once), the way into the Feast Hall, or an
 * invitation when nothing is published yet, the feature panel, the rarity showcase and the three
 * steps.
 */
export function HomePage() {
  useReferralCapture();
  const state = useHomeFeed();
  const feed = state.status === 'ready' ? state.feed : null;
  const sections = feed && homeSections(feed);
  return (
    <>
      <HeroSection />
      {sections?.empty ? (
        <EmptyFeastHall />
      ) : (
        <>
          <NewestRecipes state={state} />
          {sections?.latest && <LatestRecipes recipes={feed?.latest ?? []} />}
          <div className="flex justify-center px-4 pt-2 pb-4">
            <Link to="/gallery" className={buttonClasses('primary', 'lg')}>
              <Castle aria-hidden className="size-5" />
              Explore the Feast Hall
            </Link>
          </div>
        </>
      )}
      <FeaturePanel featured={feed?.featured ?? null} />
      <RarityShowcase />
      <QuestSteps />
    </>
  );
}

/** The carousel, its placeholders while the recipes load, or nothing when there are none. */
function NewestRecipes({ state }: { state: HomeFeedState }) {
  if (state.status === 'loading') return <CarouselSkeleton />;
  if (state.status === 'unavailable' || state.feed.carousel.length === 0) return null;
  return <RecipeCarousel recipes={state.feed.carousel} />;
}
