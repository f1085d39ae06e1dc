import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CornerFlourishes, OrnamentDivider } from './ornaments.tsx';

interface PageIntroProps {
  icon: LucideIcon;
  /** Small caps line above the title, e.g. 'Legal'. */
  eyebrow: string;
  /** Rendered as the page's only `<h1>`. */
  title: string;
  lead?: ReactNode;
  /** Extra content under the divider, such as call-to-action buttons. */
  children?: ReactNode;
}

/**
 * The illuminated title plate every information page opens with: a seal, the page's `<h1>` and a
 * short lead, framed like a parchment page.
 *
 * @example
 * <PageIntro icon={Mail} eyebrow="Support" title="Contact Us" lead="..." />
 */
export function PageIntro({ icon: Icon, eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <header className="relative overflow-hidden rounded-3xl border border-border bg-surface-2 px-5 py-12 text-center shadow-sm sm:px-12 sm:py-14">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-transparent via-accent to-transparent"
      />
      <CornerFlourishes />
      <span
        aria-hidden="true"
        className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full border-2 border-accent bg-accent-soft text-accent shadow-md sm:size-16"
      >
        <Icon className="size-7 sm:size-8" strokeWidth={1.75} />
      </span>
      <p className="font-display text-xs font-semibold tracking-[0.25em] text-accent uppercase sm:text-sm">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold text-balance text-fg sm:text-4xl md:text-5xl">{title}</h1>
      <OrnamentDivider className="mx-auto mt-5 max-w-56" />
      {lead !== undefined && (
        <div className="mx-auto mt-5 max-w-2xl text-base text-pretty text-muted sm:text-lg">{lead}</div>
      )}
      {children}
    </header>
  );
}
