import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { BrandMark } from './brand-mark.tsx';
import { DRAWER_TRIGGER_CLASSES } from './mobile-drawer.tsx';
import { NavLinks } from './nav-links.tsx';

/**
 * The small-screen navigation: a 280 px side drawer (spec section 9) holding the same links as
 * the desktop bar. Radix Dialog gives the focus trap, Esc to close and the accessible title.
 * Loaded on first use (see MobileDrawer); `defaultOpen` opens it at once.
 */
export function DrawerPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { pathname } = useLocation();
  // The drawer remembers the page it was opened on, so any navigation (a link, browser back)
  // closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(defaultOpen ? pathname : null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className={DRAWER_TRIGGER_CLASSES}>
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="drawer-panel fixed inset-y-0 left-0 z-50 flex w-[280px] max-w-[85vw] flex-col border-r border-accent/30 bg-surface text-fg shadow-2xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border bg-surface-2 px-4 py-3">
            <div className="flex items-center gap-2">
              <BrandMark className="size-8" />
              <Dialog.Title className="font-display text-lg font-bold">Menu</Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-9 items-center justify-center rounded-full transition hover:bg-surface"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto p-4">
            <NavLinks layout="drawer" onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
