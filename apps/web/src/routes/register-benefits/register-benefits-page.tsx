import { ArrowLeft, Crown, LogIn, UserPlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { PageIntro } from '../../components/static-page/page-intro.tsx';
import { useDocumentTitle } from '../../components/static-page/use-document-title.ts';
import { Button } from '../../components/ui/button.tsx';
import { BenefitList } from './benefit-list.tsx';
import { canGoBack, readReturnTo } from './navigation-state.ts';

/**
 * /register-benefits: why to register, reached from the Feast Hall's view limit and from actions
 * visitors cannot take. The returnTo it was given is passed on to /auth so sign-up lands the user
 * back where they were.
 */
export function RegisterBenefitsPage() {
  useDocumentTitle('Why Register');
  const navigate = useNavigate();
  const returnTo = readReturnTo(useLocation().state);

  const goBack = () => {
    if (canGoBack(window.history.state)) void navigate(-1);
    else void navigate('/');
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Button variant="ghost" size="md" onClick={goBack} className="-ml-2 mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Button>

      <PageIntro
        icon={Crown}
        eyebrow="Register for Free"
        title="Unlock the Full Feast"
        lead={<p>Create a free account to keep every recipe you conjure and claim your adventurer&apos;s rewards.</p>}
      >
        <div className="mx-auto mt-8 flex max-w-md flex-col gap-3 sm:flex-row sm:justify-center">
          <Button
            variant="primary"
            size="lg"
            onClick={() => void navigate('/auth', { state: { returnTo } })}
            className="font-display sm:flex-1"
          >
            <UserPlus aria-hidden="true" className="size-5" />
            Create Free Account
          </Button>
          <Button
            variant="outline"
            size="lg"
            onClick={() => void navigate('/auth', { state: { isLogin: true, returnTo } })}
            className="font-display sm:flex-1"
          >
            <LogIn aria-hidden="true" className="size-5" />
            Sign In
          </Button>
        </div>
      </PageIntro>

      <div className="mt-12 sm:mt-16">
        <BenefitList />
      </div>
    </div>
  );
}
