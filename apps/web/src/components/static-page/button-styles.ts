/*
 * Class lists for the information pages' call-to-action links and buttons. Hover effects move or
 * shadow the button instead of changing its colours, so the text/background pair keeps the
 * contrast the theme tokens guarantee.
 */
const BASE =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-display text-base font-semibold transition-[transform,box-shadow,background-color] duration-200 hover:-translate-y-0.5 hover:shadow-lg motion-reduce:hover:translate-y-0';

export const PRIMARY_BUTTON = `${BASE} bg-primary text-primary-fg shadow-md`;

export const SECONDARY_BUTTON = `${BASE} border-2 border-accent bg-surface text-fg shadow-sm hover:bg-accent-soft`;

/** Quiet text button, e.g. 'Back'. */
export const GHOST_BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-muted transition-colors hover:bg-surface-2 hover:text-fg';
