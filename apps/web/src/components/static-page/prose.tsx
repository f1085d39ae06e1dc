import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';

/**
 * Long-form text styling for hand-written page copy (paragraphs, lists, sub-headings, links).
 * The app has no typography plugin, so the element styles live here once instead of on every tag.
 *
 * @example
 * <Prose><p>...</p><ul><li>...</li></ul></Prose>
 */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        'space-y-4 text-base leading-relaxed text-pretty text-fg',
        '[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-fg',
        '[&_ul]:space-y-2 [&_ul]:pl-5 [&_ul]:list-disc',
        '[&_ol]:space-y-2 [&_ol]:pl-5 [&_ol]:list-decimal',
        '[&_li]:pl-1 marker:text-accent',
        '[&_strong]:font-semibold [&_strong]:text-fg',
        '[&_a]:font-medium [&_a]:wrap-break-word [&_a]:text-primary [&_a]:underline [&_a]:decoration-accent/60 [&_a]:underline-offset-3 [&_a:hover]:decoration-accent',
        className,
      )}
    >
      {children}
    </div>
  );
}
