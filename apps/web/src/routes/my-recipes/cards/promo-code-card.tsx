import { FLOW_TOASTS, PROMO_CODE_MAX_LENGTH } from '@feastforge/domain';
import { Ticket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../auth/use-session.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../lib/notify.ts';
import { PROMO_EMPTY_NOTICE, promoFailure } from '../../../lib/progression-notices.ts';
import { CardFrame } from './card-frame.tsx';
import { normalisePromoCode } from './promo-code.ts';
import { useProgressRefresh } from '../../../data/use-progress-refresh.ts';

/**
 * The own tome's promotion code form (spec sections 5 and 8): the code is upper-cased and trimmed
 * as it is typed, at most 50 characters; the mana it grants shows in a toast and in the balance.
 */
export function PromoCodeCard() {
  const { api } = useSession();
  const refreshProgress = useProgressRefresh();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code) {
      setError(PROMO_EMPTY_NOTICE.message);
      notify.error(PROMO_EMPTY_NOTICE.title, PROMO_EMPTY_NOTICE.message, 'promo-code');
      return;
    }
    setBusy(true);
    try {
      const { mana_granted } = await api.promo.redeem({ code });
      const { title, message } = FLOW_TOASTS.promoRedeemed(mana_granted);
      notify.success(title, message, 'promo-code');
      setCode('');
    } catch (failure) {
      const { title, message } = promoFailure(failure);
      setError(message);
      notify.error(title, message, 'promo-code');
      return;
    } finally {
      setBusy(false);
    }
    await refreshProgress();
  };

  return (
    <CardFrame id="promo-code-title" title="Promotion Code" icon={Ticket}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
        <TextField
          id="promo-code"
          label="Promotion code"
          description="Have a code from a guild herald? Redeem it for mana."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH}
          value={code}
          error={error}
          onChange={(event) => {
            setCode(normalisePromoCode(event.target.value));
            setError(undefined);
          }}
        />
        <Button type="submit" variant="primary" className="self-start" busy={busy}>
          Redeem
        </Button>
      </form>
    </CardFrame>
  );
}
