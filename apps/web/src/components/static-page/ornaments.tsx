import { cx } from '../../lib/cx.ts';

/**
 * Decorative gilt flourishes for the information pages. Everything here is aria-hidden and uses
 * `currentColor`, so it follows the accent token in both themes and never reaches assistive tech.
 */

function Flourish({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      data-corner=""
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      className={cx('pointer-events-none absolute size-8 text-accent/70', className)}
    >
      <path d="M4 44V18C4 10 10 4 18 4h26" />
      <path d="M10 44V22c0-7 5-12 12-12h22" opacity="0.45" />
      <circle cx="10" cy="10" r="2.5" fill="currentColor" stroke="none" />
    </svg>
  );
}

/**
 * Four mirrored corner flourishes, drawn in the corners of the box they are placed in (styles.css
 * makes any box holding them its own positioned frame); give that box at least 2.5rem of padding
 * top and bottom, so they frame the text without covering it.
 */
export function CornerFlourishes() {
  return (
    <>
      <Flourish className="top-2 left-2" />
      <Flourish className="top-2 right-2 -scale-x-100" />
      <Flourish className="bottom-2 left-2 -scale-y-100" />
      <Flourish className="right-2 bottom-2 -scale-100" />
    </>
  );
}

/** A gold rule with a gem in the middle, used between a heading and what follows it. */
export function OrnamentDivider({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('flex items-center gap-3 text-accent', className)}>
      <span className="h-px flex-1 bg-linear-to-r from-transparent to-current opacity-70" />
      <svg viewBox="0 0 32 12" className="h-3 w-8 shrink-0" fill="currentColor">
        <circle cx="3" cy="6" r="1.5" />
        <path d="M16 0l6 6-6 6-6-6z" />
        <circle cx="29" cy="6" r="1.5" />
      </svg>
      <span className="h-px flex-1 bg-linear-to-l from-transparent to-current opacity-70" />
    </div>
  );
}
