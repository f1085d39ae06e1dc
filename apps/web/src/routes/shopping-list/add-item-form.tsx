import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ERROR_TITLE, SHOPPING_TEXT_MAX, TOASTS } from '@feastforge/domain';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/text-field.tsx';
import { notify } from '../../lib/notify.ts';

/** A free-text item ('birthday candles'): what no recipe asked for. */
export function AddItemForm({ onAdd }: { onAdd(text: string): Promise<unknown> }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    setText('');
    // Kept on the device at once; if that fails the words come back to the field to try again.
    onAdd(trimmed).catch(() => {
      setText((current) => current || trimmed);
      notify.error(ERROR_TITLE, TOASTS.unexpected.message);
    });
  };
  return (
    <form onSubmit={submit} className="flex gap-2 print:hidden" aria-label="Add an item">
      <label htmlFor="shopping-new-item" className="sr-only">
        Item to buy
      </label>
      <input
        id="shopping-new-item"
        value={text}
        maxLength={SHOPPING_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        placeholder="Add an item, e.g. birthday candles"
        className={inputClasses}
        autoComplete="off"
      />
      <Button type="submit" variant="primary" disabled={!text.trim()}>
        <Plus aria-hidden className="size-4" />
        Add
      </Button>
    </form>
  );
}
