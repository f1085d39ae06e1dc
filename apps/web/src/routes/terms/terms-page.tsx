import { ScrollText } from 'lucide-react';
import { LegalPage } from '../../components/static-page/legal-page.tsx';
import { useDocumentTitle } from '../../components/static-page/use-document-title.ts';
import { TERMS_SECTIONS } from './terms-sections.tsx';

/** /terms: the Terms of Service, ten sections (spec section 2, Static pages). */
export function TermsPage() {
  useDocumentTitle('Terms of Service');

  return (
    <LegalPage
      icon={ScrollText}
      title="Terms of Service"
      intro={
        <p>
          Welcome, adventurer. These terms are the rules of the realm for using Feastforge, the fantasy recipe generator
          whose recipes really work in your kitchen. Please read them before you begin your quest.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
