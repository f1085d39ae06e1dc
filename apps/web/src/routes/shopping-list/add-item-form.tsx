import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SHOPPING_TEXT_MAX } from '@feastforge/domain';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/text-field.tsx';

/** A free-text item ('birthday candles'): what no recipe asked for. */
export function AddItemForm({ onAdd }: { onAdd(text: string): Promise<unknown> }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    setText('');
    void onAdd(trimmed);
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
