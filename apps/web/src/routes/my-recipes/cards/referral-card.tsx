import { FLOW_TOASTS, REFERRAL_REWARD_MANA, REFERRAL_REWARD_XP } from '@feastforge/domain';
import { Check, Copy, Users } from 'lucide-react';
import { useSession } from '../../../auth/use-session.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../lib/notify.ts';
import { CardError, CardFrame, CardLoading } from './card-frame.tsx';
import { useCopied } from '../../../lib/use-copied.ts';
import { useQuery } from '@tanstack/react-query';
import { referralsRead } from '../../../reads/queries.ts';
import { useReadState } from '../../../reads/read-state.ts';
import { useCook } from '../../../reads/use-viewer.ts';

/**
 * The own tome's referral card: the link that carries the user's code (`/?ref=CODE`), a copy
 * button and how many adventurers joined with it. Spec section 9 gives two readings of the reward;
 * both are granted, so the help text names both.
 */
export function ReferralCard() {
  const { api } = useSession();
  const cook = useCook();
  const read = useQuery({ ...referralsRead(api, cook.viewer), enabled: cook.signedIn });
  const summary = useReadState(read);
  const reload = () => void read.refetch();
  const [copied, markCopied] = useCopied();

  const copy = async (link: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(link);
      markCopied();
      notify.success(FLOW_TOASTS.linkCopied.title, undefined, 'link-copied');
    } catch (error) {
      console.warn('Copying the referral link failed:', error);
      notify.error(FLOW_TOASTS.copyFailed.title, FLOW_TOASTS.copyFailed.message, 'link-copied');
    }
  };

  return (
    <CardFrame id="referral-title" title="Invite Friends" icon={Users}>
      <p className="text-sm text-muted">
        When a friend signs up with your link and confirms their email address, you receive {REFERRAL_REWARD_MANA} mana
        and {REFERRAL_REWARD_XP} XP.
      </p>
      {summary.state === 'loading' && <CardLoading label="Loading your referral link…" />}
      {summary.state === 'error' && (
        <CardError message="Your referral link could not be loaded. Are you online?" onRetry={reload} />
      )}
      {summary.state === 'ready' && (
        <ReferralLink
          link={new URL(summary.data.linkPath, window.location.origin).href}
          count={summary.data.count}
          copied={copied}
          onCopy={(link) => void copy(link)}
        />
      )}
    </CardFrame>
  );
}

function ReferralLink({
  link,
  count,
  copied,
  onCopy,
}: {
  link: string;
  count: number;
  copied: boolean;
  onCopy(link: string): void;
}) {
  return (
    <>
      <label htmlFor="referral-link" className="text-sm font-semibold">
        Your referral link
      </label>
      <div className="flex gap-2">
        <input
          id="referral-link"
          readOnly
          value={link}
          className={`${inputClasses} min-w-0 font-mono text-sm`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" className="shrink-0" onClick={() => onCopy(link)}>
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <p className="text-sm">
        <span className="font-bold tabular-nums">{count}</span> {count === 1 ? 'adventurer has' : 'adventurers have'}{' '}
        joined with your link.
      </p>
    </>
  );
}
