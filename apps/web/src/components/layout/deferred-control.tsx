import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** What a deferred control's stand-in trigger needs: warm-up on intent, load and open on click. */
export interface StandInHandlers {
  onPointerEnter(): void;
  onFocus(): void;
  onClick(): void;
  /**
   * Set in the server's HTML until it is hydrated: a press before the scripts arrive does nothing.
   * Not `disabled`, which would also drop a press React replays while it hydrates.
   */
  'aria-disabled': true | undefined;
}

/**
 * A popup control (menu, drawer, popover) whose code loads when the user first reaches for it,
 * so a page paints and hydrates without it. Until then a look-alike trigger stands in: hovering
 * or focusing it fetches the code, clicking it swaps in the real control, already open. In a
 * server-rendered page the stand-in is marked disabled (aria-disabled) until hydration.
 *
 * @example
 * const drawer = useDeferredControl(() => import('./drawer.tsx').then((m) => m.Drawer));
 * return drawer.Control ? <drawer.Control defaultOpen={drawer.opened} /> : <button {...drawer.standIn}>…</button>;
 */
export function useDeferredControl<P>(load: () => Promise<ComponentType<P>>) {
  const [Control, setControl] = useState<ComponentType<P> | null>(null);
  const [opened, setOpened] = useState(false);
  const loading = useRef<Promise<ComponentType<P>> | null>(null);
  const hydrated = useHydrated();

  const fetchControl = useCallback(() => {
    loading.current ??= load();
    return loading.current;
  }, [load]);

  const warm = useCallback(() => {
    void fetchControl().catch(() => {
      loading.current = null; // Offline without the chunk cached: the next try fetches again.
    });
  }, [fetchControl]);

  const open = useCallback(() => {
    void fetchControl().then(
      (loaded) => {
        setOpened(true);
        setControl(() => loaded);
      },
      () => {
        loading.current = null;
      },
    );
  }, [fetchControl]);

  const standIn: StandInHandlers = {
    onPointerEnter: warm,
    onFocus: warm,
    onClick: open,
    'aria-disabled': hydrated ? undefined : true,
  };
  return { Control, opened, standIn };
}
