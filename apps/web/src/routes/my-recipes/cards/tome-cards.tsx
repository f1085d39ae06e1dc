import type { ReactNode } from 'react';
import { DailyChestCard } from './daily-chest-card.tsx';
import { PromoCodeCard } from './promo-code-card.tsx';
import { ReferralCard } from './referral-card.tsx';

/**
 * The hero's profile card and the cards only the own tome shows (spec 'Tome'): the daily chest,
 * the referral link and the promotion code form. On a phone they sit side by side in one row that
 * scrolls sideways, the next card peeking in, so the recipes start within the first screen and a
 * half instead of four cards down; wider screens show the profile across the top and a grid.
 */
export function TomeCards({ hero }: { hero: ReactNode }) {
  return (
    <div
      role="group"
      aria-label="Your hero and rewards"
      className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 max-md:*:w-[85%] max-md:*:shrink-0 max-md:*:snap-start sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:grid-cols-2 md:gap-6 md:overflow-visible md:px-0 md:pb-0 xl:grid-cols-3"
    >
      {hero && <div className="grid grid-cols-1 md:col-span-full">{hero}</div>}
      <DailyChestCard />
      <ReferralCard />
      <PromoCodeCard />
    </div>
  );
}
