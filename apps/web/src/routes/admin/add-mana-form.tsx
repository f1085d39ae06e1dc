import { ADMIN_MESSAGES, AddManaBody, type AdminUserRow } from '@feastforge/domain';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../api/http.ts';
import { notify } from '../../lib/notify.ts';
import { useAfterWrite } from '../../reads/use-after-write.ts';

/**
 * Add Mana (spec sections 2 and 5): Amount, and a Description that defaults to 'Manually added by
 * admin'. The button waits for an amount and for the request; the fields clear once the grant is
 * made and the dialog's balance and transactions are read again.
 */
export function AddManaForm({ user }: { user: AdminUserRow }) {
  const { api } = useSession();
  const wrote = useAfterWrite();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [adding, setAdding] = useState(false);
  // One key per grant the admin means: a resend after a lost answer is not booked twice.
  const [grantKey, setGrantKey] = useState(() => crypto.randomUUID());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule (a whole number above 0), checked before anything is sent.
    const body = AddManaBody.safeParse({ amount: amount.trim() === '' ? undefined : Number(amount), description });
    if (!body.success) {
      notify.error('Invalid Input', body.error.issues[0]?.message ?? ADMIN_MESSAGES.invalidMana);
      return;
    }
    setAdding(true);
    try {
      await api.admin.addMana(user.id, body.data, grantKey);
      notify.success(`Added ${body.data.amount} mana to ${user.displayName?.trim() || 'user'}`);
      await wrote({ kind: 'admin-mana', userId: user.id });
      setAmount('');
      setDescription('');
      setGrantKey(crypto.randomUUID());
    } catch (error) {
      notify.error('Error', error instanceof ApiError && error.message ? error.message : ADMIN_MESSAGES.addManaFailed);
    } finally {
      setAdding(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Add Mana" className="flex flex-col gap-3">
      <h3 className="font-display text-lg font-bold">Add Mana</h3>
      <TextField
        id="add-mana-amount"
        label="Amount"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setGrantKey(crypto.randomUUID());
        }}
      />
      <TextField
        id="add-mana-description"
        label="Description"
        hint="(optional)"
        maxLength={200}
        placeholder={ADMIN_MESSAGES.defaultManaDescription}
        value={description}
        onChange={(event) => {
          setDescription(event.target.value);
          setGrantKey(crypto.randomUUID());
        }}
      />
      <Button type="submit" variant="gold" busy={adding} disabled={amount.trim() === ''}>
        Add Mana
      </Button>
    </form>
  );
}
