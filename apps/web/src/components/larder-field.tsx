import {
  LARDER_MAX,
  LARDER_MESSAGES,
  larderFoodName,
  larderFoodOf,
  larderSuggestions,
  type LarderSuggestion,
} from '@feastforge/domain';
import { useCombobox } from 'downshift';
import { Archive, X } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../lib/cx.ts';
import { Button } from './ui/button.tsx';
import { inputClasses } from './ui/text-field.tsx';

interface LarderFieldProps {
  id: string;
  label: string;
  /** Help under the field. */
  description: string;
  /** The chosen foods, as food ids. */
  value: readonly string[];
  onChange(next: string[]): void;
  /** Foods to offer with one button (the cook's standing larder), when any are not chosen yet. */
  offer?: readonly string[] | undefined;
}

/**
 * Foods typed with suggestions from the knowledge base ('chick peas', 'garbanzo' → canned
 * chickpeas), shown as removable chips: an ARIA 1.2 combobox (downshift) whose list opens as the
 * cook types; Enter or a click adds the highlighted food, each chip's button removes it, and
 * Backspace in the empty field removes the last. More than 12 is refused with a message.
 */
export function LarderField({ id, label, description, value, onChange, offer }: LarderFieldProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const items = larderSuggestions(typed, { exclude: value });

  const add = (ids: readonly string[]) => {
    const fresh = ids.filter((food) => !value.includes(food));
    if (fresh.length === 0) return;
    if (value.length + fresh.length > LARDER_MAX) {
      setError(LARDER_MESSAGES.tooMany);
      const room = LARDER_MAX - value.length;
      if (room > 0) onChange([...value, ...fresh.slice(0, room)]);
      return;
    }
    setError(undefined);
    onChange([...value, ...fresh]);
  };
  const remove = (food: string) => {
    setError(undefined);
    onChange(value.filter((v) => v !== food));
  };

  const combobox = useCombobox<LarderSuggestion>({
    items,
    inputId: id,
    itemToString: (item) => item?.name ?? '',
    defaultHighlightedIndex: 0,
    selectedItem: null,
    inputValue: typed,
    stateReducer(_state, { changes, type }) {
      if (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick)
        return { ...changes, inputValue: '', isOpen: false };
      // Leaving the field keeps what was typed and picks nothing: a food is added on purpose.
      if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, selectedItem: null };
      return changes;
    },
    onStateChange({ type, selectedItem, inputValue }) {
      if (type === useCombobox.stateChangeTypes.InputChange) {
        setTyped(inputValue ?? '');
        setError(undefined);
      }
      if (
        (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick) &&
        selectedItem
      ) {
        setTyped('');
        add([selectedItem.id]);
      }
    },
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      const last = value.at(-1);
      if (last) remove(last);
    }
    const highlighted = combobox.isOpen && combobox.highlightedIndex >= 0 && items.length > 0;
    // Enter with no suggestion highlighted (none matches, or the list was closed): the words name
    // a food or say why nothing was added, rather than submit the form.
    if (event.key === 'Enter' && typed.trim() && !highlighted) {
      event.preventDefault();
      const food = larderFoodOf(typed);
      if (food && value.includes(food)) setError(`${larderFoodName(food)} is already in your larder`);
      else if (food) {
        setTyped('');
        add([food]);
      } else setError(LARDER_MESSAGES.unknown(typed.trim()));
    }
  };

  const offered = (offer ?? []).filter((food) => !value.includes(food));
  const helpId = `${id}-description`;
  const errorId = `${id}-error`;
  const chipsId = `${id}-chosen`;
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = combobox;
  return (
    <div className="flex flex-col gap-2">
      <label {...getLabelProps()} className="text-sm font-semibold text-fg">
        {label}
        <span className="ml-1 font-normal text-muted">(optional, up to {LARDER_MAX})</span>
      </label>
      <ul id={chipsId} aria-label={`${label}: ${value.length} chosen`} className="flex flex-wrap gap-2 empty:hidden">
        {value.map((food) => (
          <li
            key={food}
            className="inline-flex items-center gap-1 rounded-full border border-accent/50 bg-accent-soft py-1 pr-1 pl-3 text-sm font-semibold text-fg"
          >
            {larderFoodName(food)}
            <button
              type="button"
              onClick={() => remove(food)}
              aria-label={`Remove ${larderFoodName(food)}`}
              className="flex size-7 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg focus-visible:outline-3 focus-visible:outline-focus"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <div className="relative">
        <input
          {...getInputProps({ onKeyDown })}
          placeholder="Type a food: chickpeas, spinach…"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : undefined, helpId, chipsId].filter(Boolean).join(' ')}
          className={inputClasses}
        />
        <ul
          {...getMenuProps()}
          className={cx(
            'absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-lg',
            !(isOpen && items.length > 0) && 'hidden',
          )}
        >
          {isOpen &&
            items.map((item, index) => (
              <li
                key={item.id}
                {...getItemProps({ item, index })}
                className={cx(
                  'cursor-pointer rounded-lg px-3 py-2 text-fg',
                  highlightedIndex === index && 'bg-surface-2 outline-2 outline-accent',
                )}
              >
                {item.name}
                {item.matched && <span className="text-sm text-muted"> ({item.matched})</span>}
              </li>
            ))}
        </ul>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <p id={helpId} className="text-xs text-muted">
        {description}
      </p>
      {offered.length > 0 && (
        // A long larder wraps on a phone rather than running off the card.
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-auto! min-h-9 self-start py-1.5 text-left whitespace-normal! pointer-coarse:min-h-11"
          onClick={() => add(offered)}
        >
          <Archive aria-hidden className="size-4 shrink-0" />
          Add your standing larder ({offered.map(larderFoodName).join(', ')})
        </Button>
      )}
    </div>
  );
}
