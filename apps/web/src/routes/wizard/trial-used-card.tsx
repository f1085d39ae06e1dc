import { SIGNUP_BONUS_MANA, TRIAL_GENERATIONS } from '@feastforge/domain';
import { Hourglass, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '../../components/page-shell.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/** Shown instead of the wizard once a visitor's trials are spent (spec 'Wizard', section 9). */
export function TrialUsedCard() {
  return (
    <PageShell
      title="Trial Recipes Used"
      icon={Hourglass}
      lead={`You've used all ${TRIAL_GENERATIONS} free trial recipes. Create a free account to claim ${SIGNUP_BONUS_MANA} mana and keep conjuring!`}
    >
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to="/register-benefits" state={{ returnTo: '/wizard' }} className={buttonClasses('gold', 'lg')}>
          Why Register?
        </Link>
        <Link to="/auth" state={{ returnTo: '/wizard' }} className={buttonClasses('outline', 'lg')}>
          <LogIn aria-hidden className="size-5" />
          Sign In or Register
        </Link>
      </div>
    </PageShell>
  );
}
