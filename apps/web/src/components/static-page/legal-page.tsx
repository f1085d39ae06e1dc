import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLastUpdated } from './format-last-updated.ts';
import { PageIntro } from './page-intro.tsx';
import { Prose } from './prose.tsx';

/** One numbered section of a legal document; `id` is its in-page anchor. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalPageProps {
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * Shell shared by the Privacy Policy and Terms of Service: title plate with the 'Last updated'
 * line, a contents list, then the numbered sections as `<h2>`s.
 *
 * @example
 * <LegalPage icon={Shield} title="Privacy Policy" intro={<p>...</p>} sections={PRIVACY_SECTIONS} />
 */
export function LegalPage({ icon, title, intro, sections }: LegalPageProps) {
  // The spec shows today's date as 'Last updated', so it is read on every render.
  const updated = formatLastUpdated(new Date());

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageIntro
        icon={icon}
        eyebrow="Legal"
        title={title}
        lead={
          <p>
            {/* The server's day may differ from the reader's near midnight; hydration keeps the server's. */}
            Last updated:{' '}
            <time dateTime={updated.iso} suppressHydrationWarning>
              {updated.label}
            </time>
          </p>
        }
      />

      <div className="mt-8 grid gap-8 lg:mt-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <nav
          aria-label="Contents"
          className="rounded-2xl border border-border bg-surface p-5 shadow-sm lg:sticky lg:top-24"
        >
          <p className="font-display text-sm font-semibold tracking-widest text-accent uppercase">Contents</p>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-10 items-center gap-3 rounded-lg px-2 py-1.5 text-fg transition-colors hover:bg-surface-2"
                >
                  <span aria-hidden="true" className="w-5 shrink-0 text-right font-display text-accent">
                    {index + 1}.
                  </span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="rounded-3xl border border-border bg-surface px-5 py-8 shadow-sm sm:px-10 sm:py-10">
          <Prose>{intro}</Prose>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-24 border-t border-border pt-8"
            >
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full border border-accent bg-accent-soft font-display text-base text-accent sm:size-9"
                >
                  {index + 1}
                </span>
                <h2 id={`${section.id}-title`} className="pt-0.5 text-xl font-semibold text-fg sm:text-2xl">
                  {section.title}
                </h2>
              </div>
              <Prose className="mt-4">{section.content}</Prose>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
