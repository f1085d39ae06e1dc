import type { ReactNode } from 'react';
import { OrnamentDivider } from './ornaments.tsx';

interface SectionHeadingProps {
  /** Id of the `<h2>`, for the section's `aria-labelledby`. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
}

/**
 * Centered `<h2>` with a small-caps eyebrow and a gilt divider, opening a section of a marketing page.
 *
 * @example
 * <section aria-labelledby="steps-title"><SectionHeading id="steps-title" eyebrow="The Path" title="..." /></section>
 */
export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="font-display text-xs font-semibold tracking-[0.25em] text-accent uppercase sm:text-sm">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold text-balance text-fg sm:text-3xl">
        {title}
      </h2>
      <OrnamentDivider className="mx-auto mt-4 max-w-40" />
      {lead !== undefined && <p className="mt-4 text-pretty text-muted">{lead}</p>}
    </div>
  );
}
