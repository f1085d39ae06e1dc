import { BellRing, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useApi } from '../../auth/use-session.ts';
import { enablePush } from '../../data/push-subscription.ts';
import { notify } from '../../lib/notify.ts';
import { promptStaysAfter, PUSH_NOTICES } from '../../lib/push-outcome.ts';
import { dismissPushPrompt } from '../../lib/push-prompt-flag.ts';
import { reserveToastInset } from '../../lib/toast-inset.ts';
import { Button } from '../ui/button.tsx';

type PromptState = 'shown' | 'busy' | 'gone';

/**
 * Reserved beyond the card's height: its distance from the bottom edge (`bottom-4`, 16 px) and
 * 16 px between it and a toast. The toaster adds its own edge offset (24 px, 16 px on phones) on top.
 */
const PROMPT_GAP_PX = 32;

/**
 * The push prompt card (bottom right): 'Enable' asks for permission and subscribes this browser;
 * 'Maybe Later' or closing it remembers the answer for this cook. A failed enable keeps the card,
 * so the cook can try again after changing their settings; a successful one puts it away.
 */
export function PushPrompt({ userId }: { userId: string }) {
  const api = useApi();
  const titleId = useId();
  const textId = useId();
  const [state, setState] = useState<PromptState>('shown');
  const card = useRef<HTMLElement>(null);

  // Toasts share this corner: they stack above the card while it is on screen.
  const shown = state !== 'gone';
  useLayoutEffect(() => {
    const element = card.current;
    if (!shown || !element) return;
    const reserve = () => reserveToastInset(element.offsetHeight + PROMPT_GAP_PX);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      reserveToastInset(0);
    };
  }, [shown]);

  if (!shown) return null;

  const dismiss = () => {
    dismissPushPrompt(userId);
    setState('gone');
  };
  const enable = async () => {
    setState('busy');
    const outcome = await enablePush(api);
    const { title, message } = PUSH_NOTICES[outcome];
    if (outcome === 'enabled') notify.success(title, message);
    else notify.error(title, message);
    // Once enabled, the browser's subscription keeps the prompt away (the slot checks it at sign-in).
    setState(promptStaysAfter(outcome) ? 'shown' : 'gone');
  };
  const busy = state === 'busy';

  return (
    <section
      ref={card}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="fixed right-4 bottom-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-4 text-fg shadow-2xl"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft">
          <BellRing aria-hidden className="size-5 text-accent" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="text-base font-bold">
            Enable Notifications
          </h2>
          <p id={textId} className="text-sm text-muted">
            Get notified when your daily treasure chest is ready to claim!
          </p>
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={dismiss}
          className="-mt-1 -mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-fg"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={dismiss} disabled={busy}>
          Maybe Later
        </Button>
        <Button size="sm" onClick={() => void enable()} busy={busy}>
          Enable
        </Button>
      </div>
    </section>
  );
}
