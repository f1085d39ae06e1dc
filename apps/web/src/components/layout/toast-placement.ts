import { useEffect, useState } from 'react';

/** A box on screen, in CSS pixels from the viewport's top left (what getBoundingClientRect gives). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the toast stack goes: its edge and the distance from that edge. */
export interface ToastPlacement {
  edge: 'bottom' | 'top';
  offset: number;
}

interface Screen {
  width: number;
  height: number;
}

/** Sonner's toast width on wide screens, its phone breakpoint and its edge distances (toaster-panel.tsx). */
const TOAST_WIDTH_PX = 356;
const PHONE_MAX_PX = 600;
const DESKTOP_EDGE_PX = 24;
const PHONE_EDGE_PX = 16;
/** Space kept between the stack and what it must leave free. */
const GAP_PX = 12;
/** Height assumed for a stack whose toasts are not on screen yet. */
export const DEFAULT_STACK_PX = 96;

function edgeOf(screen: Screen): number {
  return screen.width <= PHONE_MAX_PX ? PHONE_EDGE_PX : DESKTOP_EDGE_PX;
}

function columnOf(screen: Screen): { left: number; right: number } {
  const edge = edgeOf(screen);
  if (screen.width <= PHONE_MAX_PX) return { left: edge, right: screen.width - edge };
  return { left: screen.width - edge - TOAST_WIDTH_PX, right: screen.width - edge };
}

function hits(area: Box, boxes: readonly Box[]): Box[] {
  return boxes.filter(
    (box) => box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top,
  );
}

/**
 * Where the toast stack (bottom right, `inset` px above its usual place) can go without covering any of
 * `keepClear` (an open dialog, a field with its error): where it is if nothing is in the way, else
 * lifted just above what it would cover, else from the top edge just below it; if no place on
 * screen is free, where it was.
 *
 * @example
 * placeToasts({ width: 360, height: 640 }, [dialogBox], 96, 0) // { edge: 'top', offset: 16 }
 */
export function placeToasts(screen: Screen, keepClear: readonly Box[], stack: number, inset: number): ToastPlacement {
  const column = columnOf(screen);
  const bottomFrom = edgeOf(screen) + inset;
  let offset = bottomFrom;
  for (;;) {
    const area = { ...column, top: screen.height - offset - stack, bottom: screen.height - offset };
    if (area.top < 0) break;
    const inTheWay = hits(area, keepClear);
    if (inTheWay.length === 0) return { edge: 'bottom', offset };
    offset = screen.height - Math.min(...inTheWay.map((box) => box.top)) + GAP_PX;
  }
  let top = edgeOf(screen);
  for (;;) {
    const area = { ...column, top, bottom: top + stack };
    if (area.bottom > screen.height) break;
    const inTheWay = hits(area, keepClear);
    if (inTheWay.length === 0) return { edge: 'top', offset: top };
    top = Math.max(...inTheWay.map((box) => box.bottom)) + GAP_PX;
  }
  return { edge: 'bottom', offset: bottomFrom };
}

// What a toast must never cover: an open dialog, and a field with its error (the input and its
// message, which sit together in the field's wrapper) or the field the cook is typing in.
const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
const FIELDS = '[aria-invalid="true"], input:focus, textarea:focus, select:focus';

function keepClearBoxes(): Box[] {
  const elements = [
    ...document.querySelectorAll(OPEN_DIALOGS),
    ...[...document.querySelectorAll(FIELDS)].map((field) => field.parentElement ?? field),
  ];
  // The toaster's own parts never count, nor does the bell's popover (a dialog that is not modal).
  return elements
    .filter((element) => !element.closest('[data-sonner-toaster]') && element.getAttribute('aria-modal') !== 'false')
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
}

function stackHeight(): number {
  const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
  if (toasts.length === 0) return DEFAULT_STACK_PX;
  const front = Math.max(...toasts.map((toast) => toast.getBoundingClientRect().height));
  // Sonner shows up to 3, the ones behind peeking out by about the gap between them.
  return front + Math.min(toasts.length - 1, 2) * 14;
}

/**
 * Keeps the toast stack clear of open dialogs and of fields with their errors, following them as
 * dialogs open, errors appear and the page scrolls or resizes. It watches only while `shown` (a
 * toast is on screen): the body's own children (where dialogs are portalled), the two attributes
 * that open a dialog or mark a field, scrolling, focus and resizing.
 *
 * @example
 * const placement = useToastPlacement(useToastInset(), useSonner().toasts.length > 0);
 * <Toaster position={placement.edge === 'top' ? 'top-right' : 'bottom-right'} ... />
 */
export function useToastPlacement(inset: number, shown: boolean): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement | null>(null);
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const next = placeToasts(
        { width: window.innerWidth, height: window.innerHeight },
        keepClearBoxes(),
        stackHeight(),
        inset,
      );
      setPlacement((now) => (now?.edge === next.edge && now.offset === next.offset ? now : next));
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    // Dialogs are portalled straight into the body; deeper changes matter only as these attributes.
    const portals = new MutationObserver(soon);
    portals.observe(document.body, { childList: true });
    const states = new MutationObserver(soon);
    states.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state', 'aria-invalid'] });
    window.addEventListener('resize', soon);
    window.addEventListener('scroll', soon, { capture: true, passive: true });
    document.addEventListener('focusin', soon);
    document.addEventListener('focusout', soon);
    return () => {
      cancelAnimationFrame(frame);
      portals.disconnect();
      states.disconnect();
      window.removeEventListener('resize', soon);
      window.removeEventListener('scroll', soon, { capture: true });
      document.removeEventListener('focusin', soon);
      document.removeEventListener('focusout', soon);
    };
  }, [inset, shown]);
  return placement ?? { edge: 'bottom', offset: edgeOf({ width: window.innerWidth, height: 0 }) + inset };
}
