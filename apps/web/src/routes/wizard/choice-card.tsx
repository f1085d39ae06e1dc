import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import './wizard-art.css';

interface ChoiceCardProps {
  /** The radio group's name; with `value` it also makes the ids. */
  group: string;
  value: string;
  name: string;
  line?: string;
  icon: LucideIcon;
  /** The colour treatment in wizard-art.css; without one the card uses the house parchment. */
  art?: string;
  checked: boolean;
  onSelect(): void;
  /** 'tile' stacks the art above the text from the small breakpoint; 'row' keeps it beside. */
  layout?: 'tile' | 'row';
  children?: ReactNode;
}

/**
 * One single-choice option as a card: a real (visually hidden) radio inside a label, so arrow keys,
 * Space and screen readers behave as they do for any radio group.
 */
export function ChoiceCard({
  group,
  value,
  name,
  line,
  icon: Icon,
  art,
  checked,
  onSelect,
  layout = 'tile',
  children,
}: ChoiceCardProps) {
  const id = `${group}-${value}`;
  const tile = layout === 'tile';
  return (
    <label
      className={cx(
        'group relative flex cursor-pointer items-center gap-4 rounded-2xl border-2 border-border bg-surface p-3 text-left shadow-sm transition',
        'hover:border-accent has-checked:border-primary has-checked:bg-surface-2 has-checked:shadow-md has-checked:ring-2 has-checked:ring-primary/25',
        'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
        tile && 'sm:flex-col sm:items-stretch sm:gap-0 sm:overflow-hidden sm:p-0',
      )}
    >
      <input
        type="radio"
        name={group}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-name`}
        aria-describedby={line || children ? `${id}-more` : undefined}
        className="sr-only"
      />
      <span
        aria-hidden
        data-art={art}
        className={cx(
          'wizard-art flex size-16 shrink-0 items-center justify-center rounded-xl',
          tile && 'sm:h-28 sm:w-full sm:rounded-none',
        )}
      >
        <Icon className={cx('size-8', tile && 'sm:size-12')} strokeWidth={1.75} />
      </span>
      <span className={cx('flex min-w-0 flex-1 flex-col gap-1 pr-7', tile && 'sm:p-4')}>
        <span id={`${id}-name`} className="font-display text-lg leading-tight font-bold text-fg">
          {name}
        </span>
        {(line || children) && (
          <span id={`${id}-more`} className="flex flex-col gap-1 text-sm text-pretty text-muted">
            {line && <span>{line}</span>}
            {children}
          </span>
        )}
      </span>
      <CircleCheck
        aria-hidden
        className="absolute top-2 right-2 size-6 rounded-full bg-surface text-primary opacity-0 transition group-has-checked:opacity-100"
      />
    </label>
  );
}

interface ChoiceGroupProps {
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  className?: string;
  children: ReactNode;
}

/** The radio group around a step's cards, named by the step heading. */
export function ChoiceGroup({ labelledBy, describedBy, invalid, className, children }: ChoiceGroupProps) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required
      aria-invalid={invalid || undefined}
      className={cx('grid gap-3 sm:grid-cols-2 lg:grid-cols-3', className)}
    >
      {children}
    </div>
  );
}
