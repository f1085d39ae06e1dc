import { Menu } from 'lucide-react';
import { useDeferredControl } from './deferred-control.tsx';

export const DRAWER_TRIGGER_CLASSES =
  'inline-flex size-10 pointer-coarse:size-11 items-center justify-center rounded-xl text-fg transition hover:bg-surface-2';

const loadDrawer = () => import('./drawer-panel.tsx').then((module) => module.DrawerPanel);

/** The small-screen menu button; the drawer itself (DrawerPanel) loads on first use. */
export function MobileDrawer() {
  const drawer = useDeferredControl(loadDrawer);
  if (drawer.Control) return <drawer.Control defaultOpen={drawer.opened} />;
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      className={DRAWER_TRIGGER_CLASSES}
      {...drawer.standIn}
    >
      <Menu aria-hidden className="size-6" />
    </button>
  );
}
