import { CircleAlert, Info, Sparkles } from 'lucide-react';
import { useEffect, type CSSProperties } from 'react';
import { toast, Toaster, useSonner } from 'sonner';
import { useToastInset } from '../../lib/toast-inset.ts';
import { toasterMounted } from '../../lib/toaster.ts';
import { useToastPlacement } from './toast-placement.ts';
import { useTheme } from '../../theme/theme-context.ts';

/**
 * Sonner's colours are swapped for the app's tokens so toasts keep AA contrast in both themes;
 * the theme follows the app's setting (spec: "a toast area follows the app's theme setting").
 */
const TOKEN_STYLE = {
  '--normal-bg': 'var(--color-surface)',
  '--normal-border': 'var(--color-border)',
  '--normal-text': 'var(--color-fg)',
  '--success-bg': 'var(--color-surface)',
  '--success-border': 'var(--color-accent)',
  '--success-text': 'var(--color-fg)',
  '--error-bg': 'var(--color-surface)',
  '--error-border': 'var(--color-danger)',
  '--error-text': 'var(--color-fg)',
  '--info-bg': 'var(--color-surface)',
  '--info-border': 'var(--color-primary)',
  '--info-text': 'var(--color-fg)',
  // Custom properties are not part of CSSProperties' keys, hence the widening.
} as CSSProperties;

/** Sonner's toaster in the app's colours; loaded with the page's first toast (see lib/toaster.ts). */
export function ToasterPanel() {
  const { setting } = useTheme();
  // Above the push prompt while it shows (both sit bottom right), and clear of open dialogs and
  // of fields with their errors: lifted above them, or moved to the top edge.
  // Only watched while a toast is on screen.
  const placement = useToastPlacement(useToastInset(), useSonner().toasts.length > 0);
  const offset = { [placement.edge]: placement.offset };
  // Runs after the <Toaster> below has subscribed to sonner's toasts (children's effects run first).
  useEffect(() => toasterMounted(toast), []);
  return (
    <Toaster
      theme={setting}
      position={placement.edge === 'top' ? 'top-right' : 'bottom-right'}
      offset={offset}
      mobileOffset={offset}
      richColors
      closeButton
      style={TOKEN_STYLE}
      icons={{
        success: <Sparkles aria-hidden className="size-4 text-accent" />,
        error: <CircleAlert aria-hidden className="size-4 text-danger" />,
        info: <Info aria-hidden className="size-4 text-primary" />,
      }}
      toastOptions={{
        classNames: {
          toast: 'rounded-xl! shadow-xl! border-l-4!',
          title: 'font-semibold! text-sm!',
          description: 'text-muted! text-sm!',
          actionButton: 'bg-primary! text-primary-fg! font-semibold!',
          closeButton: 'bg-surface! text-fg! border-border!',
        },
      }}
    />
  );
}
