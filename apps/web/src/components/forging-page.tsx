import { Hammer, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from './page-shell.tsx';
import { buttonClasses } from './ui/button.tsx';

interface ForgingPageProps {
  title: string;
  line: string;
  icon?: LucideIcon;
}

/** Stands in for a screen that is still being built: its name, one friendly line, a way home. */
export function ForgingPage({ title, line, icon = Hammer }: ForgingPageProps) {
  return (
    <PageShell title={title} lead={line} icon={icon}>
      <p className="mb-6 inline-flex items-center gap-2 rounded-full bg-accent-soft px-4 py-1.5 text-xs font-semibold tracking-widest text-fg uppercase">
        <Hammer aria-hidden className="size-3.5 text-accent" />
        Being forged
      </p>
      <div>
        <Link to="/" className={buttonClasses('primary')}>
          Return to Home
        </Link>
      </div>
    </PageShell>
  );
}
