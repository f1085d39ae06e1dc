import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';

export type ButtonVariant = 'primary' | 'gold' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-fg shadow-sm shadow-primary/30 hover:brightness-110 active:brightness-95',
  gold: 'bg-accent text-accent-fg shadow-md shadow-accent/30 hover:brightness-110 active:brightness-95',
  outline: 'border border-border bg-surface text-fg hover:border-accent hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  // For an action that destroys something (deleting a recipe), never for an ordinary one.
  danger: 'bg-danger text-danger-fg shadow-sm shadow-danger/30 hover:brightness-110 active:brightness-95',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 pointer-coarse:h-11 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-sm gap-2',
  lg: 'h-13 px-7 text-base gap-2.5',
};

// On touch screens every button is at least 44 px tall: a thumb needs that much to hit it.
/** Button look, shared with links that should read as buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cx(
    'inline-flex items-center justify-center rounded-xl font-semibold whitespace-nowrap transition',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button while a request runs. */
  busy?: boolean;
}

export function Button({ variant, size, busy = false, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
