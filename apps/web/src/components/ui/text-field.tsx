import { Label } from 'radix-ui';
import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '../../lib/cx.ts';

export const inputClasses = cx(
  'h-11 w-full rounded-xl border border-border bg-surface px-3.5 text-base text-fg shadow-inner shadow-black/5',
  'placeholder:text-muted/80 transition hover:border-accent/70 focus-visible:border-accent',
  'aria-invalid:border-danger',
);

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown after the label, e.g. '(optional)'. */
  hint?: string;
  /** Help under the input, linked with aria-describedby so the field's name stays short. */
  description?: string;
  /** The field's current error, shown under it and announced with it (not only in a toast). */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the label is always visible so every field has an accessible name. */
export function TextField({ id, label, hint, description, error, className, ref, ...rest }: TextFieldProps) {
  // An error takes the help text's place: the field says what is wrong once, not next to a hint.
  const help = error ? undefined : description;
  const descriptionId = help ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
        {hint && <span className="ml-1 font-normal text-muted">{hint}</span>}
      </Label.Root>
      <input
        id={id}
        ref={ref}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={inputClasses}
        {...rest}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {help && (
        <p id={descriptionId} className="text-xs text-muted">
          {help}
        </p>
      )}
    </div>
  );
}
