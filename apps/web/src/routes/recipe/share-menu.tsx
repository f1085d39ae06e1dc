import { FLOW_TOASTS } from '@feastforge/domain';
import { Check, Link, MessageCircle, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useApi } from '../../auth/use-session.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { useCopied } from '../../lib/use-copied.ts';

type Platform = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp';
type SharePlatform = Platform | 'copy_link' | 'native';

/** Each network's share page for a recipe link. */
const NETWORKS: Array<{ id: Platform; label: string; mark: ReactNode; href(url: string, title: string): string }> = [
  {
    id: 'facebook',
    label: 'Facebook',
    mark: <Mark className="bg-[#1455c0] font-serif">f</Mark>,
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    id: 'twitter',
    label: 'Twitter',
    mark: <Mark className="bg-black">𝕏</Mark>,
    href: (url, title) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    mark: <Mark className="bg-[#0a66c2] text-[0.6rem]">in</Mark>,
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    id: 'whatsapp',
    label: 'WhatsApp',
    mark: (
      <Mark className="bg-[#075e54]">
        <MessageCircle className="size-3" />
      </Mark>
    ),
    href: (url, title) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  },
];

const ITEM =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm font-medium outline-none select-none data-highlighted:bg-accent-soft';

/**
 * Opens a share page in a new window. `noopener` in the features would make window.open return
 * null even when the window opens, so a blocked pop-up could not be told apart; the link back to
 * this page is cut by hand instead, before the share page loads.
 */
function openShareWindow(href: string): boolean {
  const opened = window.open(href, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}

/** Whether the device has its own share sheet; fixed for the page's life. */
const hasShareSheet = () => typeof navigator.share === 'function';
const noChanges = () => () => {};

/**
 * 'Share Recipe' (spec 'Recipe page'): Facebook, Twitter, LinkedIn, WhatsApp, Copy Link, and the
 * device's own share sheet where the browser has one.
 *
 * @example
 * <ShareMenu url="https://feastforge.app/recipe/42" title="Dragonfire Chili" />
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const api = useApi();
  const [copied, markCopied] = useCopied();
  const canShareNatively = useSyncExternalStore(noChanges, hasShareSheet, () => false);

  const track = (platform: SharePlatform) =>
    void api.track({ name: 'recipe_shared', path: window.location.pathname, properties: { platform } });

  const copyLink = async () => {
    try {
      // Missing outside secure contexts; that is a copy failure like any other.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      markCopied();
      notify.success(FLOW_TOASTS.linkCopied.title, undefined, 'link-copied');
      track('copy_link');
    } catch {
      notify.error(FLOW_TOASTS.copyFailed.title, FLOW_TOASTS.copyFailed.message, 'copy-failed');
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, url });
      track('native');
    } catch (error) {
      // Closing the share sheet rejects with AbortError; anything else falls back to the clipboard.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copyLink();
    }
  };

  const shareOn = (network: (typeof NETWORKS)[number]) => {
    if (!openShareWindow(network.href(url, title))) {
      notify.info(FLOW_TOASTS.shareBlocked.title, FLOW_TOASTS.shareBlocked.message, 'share-blocked');
      return;
    }
    track(network.id);
  };

  // Not modal and not portalled: a modal menu hides the whole page from assistive technology while
  // it is open, and a portalled one sits outside the page's landmarks.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses('outline')}>
        {copied ? <Check aria-hidden className="size-4 text-accent" /> : <Share2 aria-hidden className="size-4" />}
        Share Recipe
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="center"
        sideOffset={8}
        collisionPadding={12}
        className="z-50 min-w-52 rounded-xl border border-border bg-surface p-1.5 text-fg shadow-xl"
      >
        {NETWORKS.map((network) => (
          <DropdownMenu.Item key={network.id} className={ITEM} onSelect={() => shareOn(network)}>
            {network.mark}
            {network.label}
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-border" />
        <DropdownMenu.Item className={ITEM} onSelect={() => void copyLink()}>
          {copied ? <Check aria-hidden className="size-5 text-accent" /> : <Link aria-hidden className="size-5" />}
          {copied ? 'Link Copied' : 'Copy Link'}
        </DropdownMenu.Item>
        {canShareNatively && (
          <DropdownMenu.Item className={ITEM} onSelect={() => void shareNatively()}>
            <Share2 aria-hidden className="size-5" />
            Share…
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** A small brand-coloured badge; the item's text names the network. */
function Mark({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      aria-hidden
      className={`inline-flex size-5 items-center justify-center rounded-md text-xs leading-none font-bold text-white ${className}`}
    >
      {children}
    </span>
  );
}
