import { ShieldCheck } from 'lucide-react';
import { LegalPage } from '../../components/static-page/legal-page.tsx';
import { useDocumentTitle } from '../../components/static-page/use-document-title.ts';
import { PRIVACY_SECTIONS } from './privacy-sections.tsx';

/** /privacy: the Privacy Policy, seven sections (spec section 2, Static pages). */
export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');

  return (
    <LegalPage
      icon={ShieldCheck}
      title="Privacy Policy"
      intro={
        <p>
          Feastforge is a fantasy recipe generator: you choose a biome, a class and your preferences, and AI conjures a
          real recipe you can cook. This policy explains what information we collect while you use Feastforge, why we
          collect it, and the choices you have.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
