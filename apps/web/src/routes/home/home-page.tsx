import { HeroSection } from './hero-section.tsx';
import { QuestSteps } from './quest-steps.tsx';
import { RarityShowcase } from './rarity-showcase.tsx';
import { useReferralCapture } from './use-referral-capture.ts';

/** Home (/): hero, rarity showcase and the three steps; recipe lists arrive with the Feast Hall. */
export function HomePage() {
  useReferralCapture();
  return (
    <>
      <HeroSection />
      <RarityShowcase />
      <QuestSteps />
    </>
  );
}
