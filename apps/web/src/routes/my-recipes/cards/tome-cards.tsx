import { DailyChestCard } from './daily-chest-card.tsx';
import { PromoCodeCard } from './promo-code-card.tsx';
import { ReferralCard } from './referral-card.tsx';

/**
 * The cards only the own tome shows, under the hero's profile card (spec 'Tome'): the daily chest,
 * the referral link and the promotion code form.
 */
export function TomeCards() {
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <DailyChestCard />
      <ReferralCard />
      <PromoCodeCard />
    </div>
  );
}
