import { ADMIN_MESSAGES, type AdminSitemap } from '@feastforge/domain';
import { Check, Copy, Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { useCopied } from '../../lib/use-copied.ts';

/**
 * The Sitemap tab: Generate Sitemap, the XML to read, Copy to Clipboard ('Copied!' for 2 seconds)
 * and how to publish it as a static file. The XML is the same as the live /sitemap.xml.
 */
export function SitemapTab() {
  const { api } = useSession();
  const [sitemap, setSitemap] = useState<AdminSitemap | null>(null);
  const [generating, setGenerating] = useState(false);
  const [copied, markCopied] = useCopied();

  const generate = async () => {
    setGenerating(true);
    try {
      const answer = await api.admin.sitemap();
      setSitemap(answer);
      notify.success(
        'Sitemap Generated',
        `Created sitemap with ${answer.staticPages} static pages and ${answer.recipePages} recipe pages.`,
      );
    } catch (error) {
      console.warn('Sitemap generation failed:', error);
      notify.error('Error', ADMIN_MESSAGES.sitemapFailed);
    } finally {
      setGenerating(false);
    }
  };

  const copy = async () => {
    if (!sitemap) return;
    try {
      await navigator.clipboard.writeText(sitemap.xml);
      notify.success('Copied!', 'Sitemap XML copied to clipboard.');
      markCopied();
    } catch (error) {
      console.warn('Clipboard write failed:', error);
      notify.error('Error', ADMIN_MESSAGES.copyFailed);
    }
  };

  return (
    <>
      <h2 className="font-display text-2xl font-bold">Sitemap</h2>
      <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <p className="text-sm text-muted">
          The sitemap lists the static pages and every published recipe, so search engines find them.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="gold" busy={generating} onClick={() => void generate()}>
            <MapIcon aria-hidden className="size-4" />
            Generate Sitemap
          </Button>
          {sitemap && (
            <Button variant="outline" onClick={() => void copy()}>
              {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
              {copied ? 'Copied!' : 'Copy to Clipboard'}
            </Button>
          )}
        </div>
        {sitemap && (
          <>
            <pre
              role="region"
              aria-label="Sitemap XML"
              tabIndex={0}
              className="max-h-96 overflow-auto rounded-xl border border-border bg-surface-2 p-4 font-mono text-xs leading-relaxed whitespace-pre"
            >
              {sitemap.xml}
            </pre>
            <div className="text-sm">
              <h3 className="font-semibold">To publish it as a static file</h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted">
                <li>Copy the XML with Copy to Clipboard.</li>
                <li>
                  Paste it into the public sitemap file, <code className="text-fg">public/sitemap.xml</code>, replacing
                  what is there.
                </li>
                <li>Deploy, then check that /sitemap.xml shows the new pages.</li>
              </ol>
              <p className="mt-2 text-muted">Feastforge also serves this same sitemap live at /sitemap.xml.</p>
            </div>
          </>
        )}
      </div>
    </>
  );
}
