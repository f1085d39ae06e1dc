import { ADMIN_MESSAGES, CreatePromoCodeBody, PROMO_CODE_MAX_LENGTH, PROMO_MESSAGES } from '@feastforge/domain';
import { Dices } from 'lucide-react';
import { Label } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses, TextField } from '../../components/ui/text-field.tsx';
import { notify } from '../../lib/notify.ts';
import { useAfterWrite } from '../../reads/use-after-write.ts';
import { randomPromoCode } from './admin-format.ts';

/**
 * Create a promotion code (spec sections 2 and 5): Code in upper case with a dice button for a
 * random one, Mana Amount, and Max Uses (empty for unlimited). The body is checked with the
 * server's own schema first, so a bad value is refused with the same words before it is sent.
 */
export function CreateCodeForm() {
  const { api } = useSession();
  const wrote = useAfterWrite();
  const [code, setCode] = useState('');
  const [mana, setMana] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [creating, setCreating] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = CreatePromoCodeBody.safeParse({
      code,
      manaAmount: mana.trim() === '' ? undefined : Number(mana),
      maxUses: maxUses.trim() === '' ? null : Number(maxUses),
    });
    if (!body.success) {
      const message = body.error.issues[0]?.message ?? PROMO_MESSAGES.invalidInput;
      notify.error('Invalid Input', message);
      return;
    }
    setCreating(true);
    try {
      const created = await api.admin.createCode(body.data);
      notify.success(`Promotion code ${created.code} created successfully!`);
      await wrote({ kind: 'admin-code' });
      setCode('');
      setMana('');
      setMaxUses('');
    } catch (error) {
      notify.error(
        'Error',
        error instanceof ApiError && error.message ? error.message : ADMIN_MESSAGES.createCodeFailed,
      );
    } finally {
      setCreating(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Create promotion code"
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end sm:p-5"
    >
      <div className="flex flex-col gap-1.5">
        <Label.Root htmlFor="promo-code" className="text-sm font-semibold">
          Code
        </Label.Root>
        <div className="flex gap-2">
          <input
            id="promo-code"
            value={code}
            maxLength={PROMO_CODE_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            className={`${inputClasses} font-mono uppercase`}
          />
          <Button
            variant="outline"
            className="size-11 shrink-0 px-0"
            aria-label="Generate random code"
            title="Generate random code"
            onClick={() => setCode(randomPromoCode())}
          >
            <Dices aria-hidden className="size-5" />
          </Button>
        </div>
      </div>
      <TextField
        id="promo-mana"
        label="Mana Amount"
        type="number"
        inputMode="numeric"
        min={1}
        value={mana}
        onChange={(event) => setMana(event.target.value)}
      />
      <TextField
        id="promo-max-uses"
        label="Max Uses"
        type="number"
        inputMode="numeric"
        min={1}
        placeholder="Unlimited"
        value={maxUses}
        onChange={(event) => setMaxUses(event.target.value)}
      />
      <Button type="submit" variant="gold" busy={creating} disabled={code.trim() === '' || mana.trim() === ''}>
        Create Code
      </Button>
    </form>
  );
}
