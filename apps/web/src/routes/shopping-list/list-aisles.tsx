import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { aisleTitle, type ShoppingGroup, type ShoppingLine } from '@feastforge/domain';
import { cx } from '../../lib/cx.ts';
import type { shoppingWrites } from './shopping-writes.ts';

type Writes = ReturnType<typeof shoppingWrites>;

/** The list by aisle, in the order a shop walk meets them. */
export function ListAisles({ groups, writes }: { groups: ShoppingGroup[]; writes: Writes }) {
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section key={group.aisle} aria-labelledby={`aisle-${group.aisle.replace(/\s/g, '-')}`}>
          <h2
            id={`aisle-${group.aisle.replace(/\s/g, '-')}`}
            className="mb-2 text-sm font-bold tracking-wider text-accent uppercase"
          >
            {aisleTitle(group.aisle)}
          </h2>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
            {group.lines.map((line) => (
              <LineRow key={line.key} line={line} writes={writes} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function LineRow({ line, writes }: { line: ShoppingLine; writes: Writes }) {
  // Not from the line's words: 'eggs!' and 'eggs?' would share one id and one label.
  const id = useId();
  const label = [line.amount, line.name].filter(Boolean).join(' ');
  // The box follows the click at once; the stored rows catch up a moment later (and win after).
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? line.checked;
  const onCheck = (next: boolean) => {
    setPending(next);
    void writes.check(line.itemIds, next).finally(() => setPending(null));
  };
  return (
    <li
      className="flex items-center gap-3 px-3 py-2 pointer-coarse:py-3"
      data-checked={checked || undefined}
      // Busy while the change is written on the device: a reload before then would not keep it.
      aria-busy={pending !== null || undefined}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
        className="size-5 shrink-0 accent-primary"
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className={cx('block break-words', checked && 'text-muted line-through')}>
          {line.amount && <span className="font-semibold">{line.amount} </span>}
          {line.name}
        </span>
        {line.recipes.length > 0 && (
          <span className="block text-sm text-muted">For {line.recipes.map((recipe) => recipe.title).join(', ')}</span>
        )}
      </label>
      <button
        type="button"
        aria-label={`Remove ${label}`}
        onClick={() => void writes.remove(line.itemIds)}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg pointer-coarse:size-11 print:hidden"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}
