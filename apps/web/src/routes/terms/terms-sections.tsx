import { DEFAULT_MANA_COST, SIGNUP_BONUS_MANA } from '@feastforge/domain';
import { Link } from 'react-router';
import type { LegalSection } from '../../components/static-page/legal-page.tsx';
import { FLOOR_BOOSTERS } from '../../components/static-page/mana-facts.ts';
import { joinWords } from '../../components/static-page/word-list.ts';
import { SUPPORT_EMAIL, SUPPORT_MAILTO, SUPPORT_RESPONSE_NOTE } from '../../components/static-page/support-contact.ts';

const boosterPrices = joinWords(FLOOR_BOOSTERS.map((booster) => `${booster.name} (${booster.cost} Mana)`));

/*
 * The ten sections the spec asks for (section 2, Static pages). The mana rules follow spec
 * section 1: no cash value, non-refundable, never expires, inactivity policies may apply.
 */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance-of-terms',
    title: 'Acceptance of Terms',
    content: (
      <p>
        By using Feastforge you agree to these Terms of Service and to our <Link to="/privacy">Privacy Policy</Link>. If
        you do not agree, please do not use Feastforge.
      </p>
    ),
  },
  {
    id: 'use-of-the-service',
    title: 'Use of the Service',
    content: (
      <>
        <p>
          Feastforge generates fantasy-themed recipes for your personal, non-commercial use. Visitors may try a limited
          number of free recipes and recipe views; an account unlocks the rest.
        </p>
        <ul>
          <li>Give a valid email address when you register, and keep your password secret.</li>
          <li>You are responsible for everything done with your account.</li>
          <li>
            We may change, pause or retire features, including the free allowances, to keep the service running well.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'user-content',
    title: 'User Content',
    content: (
      <>
        <p>
          Recipes you generate are saved to your tome. You choose whether to publish them to the Feast Hall, and you can
          unpublish them at any time.
        </p>
        <p>
          By publishing a recipe you allow Feastforge to show it publicly, including on the home page, in the Feast Hall
          and in share previews, for as long as it stays published. You are responsible for your display name and the
          other profile details you choose; they must not be offensive or break these terms.
        </p>
        <p>
          Recipes are created by AI, so a similar recipe may be generated for someone else. We may remove published
          content that breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: 'mana-and-credits',
    title: 'Mana and Credits',
    content: (
      <>
        <p>
          Mana is a virtual credit used to generate recipes. Each generation costs {DEFAULT_MANA_COST} Mana; the{' '}
          {boosterPrices} boosters cost more and raise the lowest rarity a recipe can have. New adventurers receive{' '}
          {SIGNUP_BONUS_MANA} free Mana.
        </p>
        <ul>
          <li>Mana has no cash value and cannot be exchanged for money, sold or transferred.</li>
          <li>All purchases of Mana are non-refundable, except where the law requires otherwise.</li>
          <li>Mana never expires, but unused Mana may be subject to inactivity policies.</li>
          <li>If a recipe cannot be completed, the Mana for it is not charged.</li>
        </ul>
        <p>Prices are shown in US dollars. Payments are processed by our payment processor under its own terms.</p>
      </>
    ),
  },
  {
    id: 'prohibited-conduct',
    title: 'Prohibited Conduct',
    content: (
      <>
        <p>When using Feastforge, you agree not to:</p>
        <ul>
          <li>
            break the law or publish content that is hateful, harassing, obscene or infringes others&apos; rights;
          </li>
          <li>impersonate another person or misrepresent who you are;</li>
          <li>
            create extra accounts, or exploit bugs, to collect free Mana, XP, referral rewards or promotion codes you
            are not entitled to;
          </li>
          <li>sell or trade accounts or Mana;</li>
          <li>scrape, overload or interfere with the service, or try to get around its security or limits;</li>
          <li>copy or reverse-engineer the service except where the law allows it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    content: (
      <>
        <p>
          <strong>Recipes on Feastforge are AI-generated.</strong> The fantasy names are for fun; the ingredients and
          steps are meant to be real, but AI can make mistakes. Before you cook:
        </p>
        <ul>
          <li>
            Check every ingredient against your own allergies, intolerances and dietary needs. Allergen and nutrition
            information is an estimate and may be incomplete.
          </li>
          <li>
            Follow safe food-handling practice: wash your hands and produce, keep raw and cooked foods apart, cook meat,
            poultry, fish and eggs thoroughly, and store leftovers promptly.
          </li>
          <li>Use your own judgement with knives, heat and open flames, and stop if a step looks wrong.</li>
        </ul>
        <p>
          Feastforge is provided &apos;as is&apos; and &apos;as available&apos;, without warranties of any kind,
          including that recipes are accurate, safe for you or suitable for any purpose.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    content: (
      <p>
        To the fullest extent the law allows, Feastforge is not liable for indirect, incidental, special or
        consequential damages arising from your use of the service or of any recipe. Our total liability for any claim
        is limited to the amount you paid us in the past twelve months.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <p>
        You may stop using Feastforge at any time and ask us to delete your account. We may suspend or close accounts
        that break these terms. If an account is closed for breaking these terms, any Mana left in it is forfeited.
      </p>
    ),
  },
  {
    id: 'changes-to-these-terms',
    title: 'Changes to These Terms',
    content: (
      <p>
        We may update these terms from time to time. The date at the top of this page shows when they last changed, and
        we will tell you in the app or by email about significant changes. Using Feastforge after a change means you
        accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about these terms? Write to us at <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.{' '}
        {SUPPORT_RESPONSE_NOTE}
      </p>
    ),
  },
];
