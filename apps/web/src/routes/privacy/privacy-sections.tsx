import { Link } from 'react-router';
import type { LegalSection } from '../../components/static-page/legal-page.tsx';
import { SUPPORT_EMAIL, SUPPORT_MAILTO, SUPPORT_RESPONSE_NOTE } from '../../components/static-page/support-contact.ts';

/*
 * The seven sections the spec asks for (section 2, Static pages). Each statement must match what
 * the product really stores: if a cookie, a storage key or an outside service is added or dropped,
 * this text changes with it.
 */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <p>We collect only what we need to run your adventure:</p>
        <ul>
          <li>
            <strong>Account details.</strong> Your email address and your password. The password is stored only as a
            salted one-way hash; we never keep or see it in plain text.
          </li>
          <li>
            <strong>Hero profile.</strong> The display name, race, class and gender you choose, your hero portrait, and
            your level, XP, badges, mana balance and referral code.
          </li>
          <li>
            <strong>Your recipes.</strong> The choices you make in the wizard (biome, class, recipe type, party size and
            dietary needs), the recipes saved to your tome and whether each one is published.
          </li>
          <li>
            <strong>Purchases and rewards.</strong> A record of every mana change: packages bought, promotion codes
            redeemed, referral rewards, treasure chest rewards and mana spent on recipes.
          </li>
          <li>
            <strong>Usage analytics.</strong> First-party records of page views and in-app events such as a recipe being
            generated, saved or shared, with the page address and the time, linked to your account when you are signed
            in. They are kept on our own server. We use no third-party analytics, advertising or tracking scripts.
          </li>
          <li>
            <strong>Sign-in sessions.</strong> For each device you sign in on, when the session started and the browser
            type it reported, so a session can be recognised and ended.
          </li>
          <li>
            <strong>Push notifications (optional).</strong> If you turn them on, the subscription address and keys your
            browser gives us for delivering notifications.
          </li>
        </ul>
        <h3>Cookies and storage on your device</h3>
        <ul>
          <li>
            <strong>Session cookie.</strong> An httpOnly cookie that keeps you signed in. Scripts on the page cannot
            read it.
          </li>
          <li>
            <strong>ff_session.</strong> Tells the app that you are signed in on this device, so it can restore your
            session when a page opens. It holds no personal data and lasts as long as the session cookie.
          </li>
          <li>
            <strong>referral_code.</strong> When you arrive through an invitation link, the inviting adventurer&apos;s
            code is kept for 30 days so they can be credited if you sign up.
          </li>
          <li>
            <strong>Recipe-views cookie (visitors only).</strong> Counts which published recipes you have opened while
            signed out, so we can offer your free views.
          </li>
          <li>
            <strong>Local device storage.</strong> Your tome (saved recipes), badges, profile and wizard drafts are kept
            in your browser&apos;s IndexedDB so Feastforge works offline; changes made offline wait there until you
            reconnect. The public Feast Hall pages and home lists you last saw are kept there too, for offline reading,
            and are deleted when you sign out. Small settings, such as your colour theme, your free trial count and
            whether you dismissed the notification prompt, are kept in local storage.
          </li>
        </ul>
        <p>These are needed for the site to work. We do not use advertising cookies.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    content: (
      <>
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>To generate recipes, save them to your tome and keep your devices in sync.</li>
          <li>
            To run mana, XP, levels, badges, the daily treasure chest, referrals and promotion codes, and to process
            your purchases.
          </li>
          <li>To send service emails, such as password reset links.</li>
          <li>To send the push notifications you asked for, such as when your treasure chest is ready.</li>
          <li>To understand which features are used so we can improve them.</li>
          <li>To prevent fraud and abuse and to meet our legal obligations.</li>
        </ul>
        <p>
          Recipes, recipe images and hero portraits on Feastforge are AI-generated from the choices you make. Your email
          address and password are never used to generate them.
        </p>
        <p>We do not sell your personal information or use it to build advertising profiles.</p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How We Share Information',
    content: (
      <>
        <ul>
          <li>
            <strong>With other adventurers.</strong> Your display name and hero profile (portrait, level and badges) can
            be seen by others, and so can the recipes you publish to the Feast Hall. Unpublished recipes stay private to
            you.
          </li>
          <li>
            <strong>With the services that run Feastforge.</strong> An AI provider may receive your wizard choices to
            write a recipe or paint an image, without your email address. Our payment processor handles checkout, an
            email provider delivers service emails, and your browser&apos;s push service delivers notifications. Each
            receives only what its task needs.
          </li>
          <li>
            <strong>When the law requires it.</strong> If we must comply with a legal request, or protect the rights and
            safety of our users or of Feastforge.
          </li>
          <li>
            <strong>If Feastforge changes hands.</strong> In a merger or sale, your information would pass to the new
            owner under this policy.
          </li>
        </ul>
        <p>
          Our administrators can view accounts, recipes and mana records to provide support and keep the service
          running.
        </p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    content: (
      <>
        <p>
          Passwords are stored only as salted hashes, the cookie that keeps you signed in is httpOnly, and sign-in and
          reset tokens are kept only in hashed form. Every mana change is written to a ledger so balances can be
          checked.
        </p>
        <p>
          Payments are handled entirely by our payment processor. You enter your card details on its secure checkout
          page; we never see or store your card number.
        </p>
        <p>
          No system is perfectly secure. Please choose a strong password that you do not use elsewhere, and sign out on
          shared devices.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    content: (
      <>
        <ul>
          <li>You can view and change your hero profile at any time from your tome.</li>
          <li>You can unpublish or delete any of your recipes.</li>
          <li>You can turn push notifications off in your browser settings.</li>
          <li>
            You can clear cookies and site data in your browser. This signs you out on that device and removes the
            offline copy of your tome there; your account and recipes stay safe on our server.
          </li>
          <li>
            You can ask us for a copy of your data, to correct it, or to delete your account by writing to{' '}
            <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.
          </li>
        </ul>
        <p>
          Depending on where you live, you may have further rights, such as to object to or restrict how we use your
          information, and to complain to your data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    content: (
      <p>
        We may update this policy as Feastforge grows. The date at the top of this page shows when it last changed. If a
        change is significant, we will tell you in the app or by email. See also our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    content: (
      <p>
        Questions about your privacy? Write to us at <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.{' '}
        {SUPPORT_RESPONSE_NOTE}
      </p>
    ),
  },
];
