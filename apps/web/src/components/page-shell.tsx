import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';

interface PageShellProps {
  title: string;
  lead?: ReactNode;
  icon?: LucideIcon;
  children?: ReactNode;
  className?: string;
}

/** A centred parchment card with the page's one h1; used by short, single-purpose screens. */
export function PageShell({ title, lead, icon: Icon, children, className }: PageShellProps) {
  return (
    <div className={cx('flex flex-1 items-center justify-center px-4 py-12 sm:py-20', className)}>
      <section className="ornate-card relative w-full max-w-xl rounded-3xl border border-border bg-surface px-6 py-10 text-center shadow-xl shadow-black/5 sm:px-10">
        {Icon && (
          <span className="mx-auto mb-5 inline-flex size-16 items-center justify-center rounded-full border border-accent/40 bg-accent-soft shadow-inner">
            <Icon aria-hidden className="size-8 text-accent" />
          </span>
        )}
        <h1 className="text-2xl font-bold text-balance sm:text-3xl">{title}</h1>
        <Divider />
        {lead && <p className="mx-auto max-w-md text-base leading-relaxed text-pretty text-muted">{lead}</p>}
        {children && <div className="mt-8">{children}</div>}
      </section>
    </div>
  );
}

/** A small gilded rule with a diamond, the app's section ornament. */
export function Divider({ className, align = 'center' }: { className?: string; align?: 'center' | 'start' }) {
  return (
    <div aria-hidden className={cx('my-4 flex w-40 items-center gap-2', align === 'center' && 'mx-auto', className)}>
      <span className="h-px flex-1 bg-gradient-to-r from-transparent to-accent/70" />
      <span className="size-2 rotate-45 bg-accent" />
      <span className="h-px flex-1 bg-gradient-to-l from-transparent to-accent/70" />
    </div>
  );
}
