import type { Page } from '@playwright/test';

/** A decorative corner that is not drawn inside the card it decorates. */
export interface StrayCorner {
  card: string;
  corner: { left: number; top: number; right: number; bottom: number };
  box: { left: number; top: number; right: number; bottom: number };
}

/**
 * Every decorative corner on the page that lies outside its card: the gilded `::before`/`::after`
 * corners of `.ornate-card` boxes and the drawn flourishes (`[data-corner]`). A pseudo-element has no
 * box of its own to ask for, so its place is worked out as the browser does: its offsets from the
 * padding box of its containing block, the nearest positioned ancestor.
 */
export function strayCorners(page: Page): Promise<StrayCorner[]> {
  return page.evaluate(() => {
    type Rect = { left: number; top: number; right: number; bottom: number };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const inside = (inner: Rect, outer: Rect) =>
      inner.left >= outer.left - 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const plain = (r: DOMRect): Rect => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const px = (value: string) => (value === 'auto' ? null : parseFloat(value));

    function containingBlock(el: Element): Rect {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position !== 'static' || style.transform !== 'none' || style.filter !== 'none') {
          const r = node.getBoundingClientRect();
          const bl = parseFloat(style.borderLeftWidth);
          const bt = parseFloat(style.borderTopWidth);
          return {
            left: r.left + bl,
            top: r.top + bt,
            right: r.left + bl + node.clientWidth,
            bottom: r.top + bt + node.clientHeight,
          };
        }
      }
      return { left: -scrollX, top: -scrollY, right: innerWidth - scrollX, bottom: innerHeight - scrollY };
    }

    const stray: { card: string; corner: Rect; box: Rect }[] = [];
    for (const card of document.querySelectorAll('.ornate-card')) {
      const box = plain(card.getBoundingClientRect());
      if (box.right - box.left === 0) continue;
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(card, pseudo);
        if (style.content === 'none' || style.position !== 'absolute') continue;
        const block = containingBlock(card);
        const width = parseFloat(style.width);
        const height = parseFloat(style.height);
        const left = px(style.left);
        const top = px(style.top);
        const right = px(style.right);
        const bottom = px(style.bottom);
        const x = left !== null ? block.left + left : block.right - (right ?? 0) - width;
        const y = top !== null ? block.top + top : block.bottom - (bottom ?? 0) - height;
        const corner = { left: x, top: y, right: x + width, bottom: y + height };
        if (!inside(corner, box)) stray.push({ card: `${describe(card)} ${pseudo}`, corner, box });
      }
    }
    for (const flourish of document.querySelectorAll('[data-corner]')) {
      const card = flourish.parentElement;
      if (!card) continue;
      const corner = plain(flourish.getBoundingClientRect());
      const box = plain(card.getBoundingClientRect());
      if (!inside(corner, box)) stray.push({ card: describe(card), corner, box });
    }
    return stray;
  });
}

/** How many decorative corners the page draws (so a check of none is not a check of nothing). */
export function cornerCount(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('.ornate-card, [data-corner]').length);
}
