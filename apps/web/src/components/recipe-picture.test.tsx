import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RecipePicture } from './recipe-picture.tsx';

describe('RecipePicture', () => {
  it('fills a card’s 4:3 frame with the recipe’s image', () => {
    const html = renderToStaticMarkup(<RecipePicture src="/media/r1.png" sizes="50vw" alt="" loading="lazy" />);
    expect(html).toBe(
      '<div class="aspect-[4/3] bg-surface-2"><picture class="contents">' +
        '<img src="/media/r1.png" alt="" loading="lazy" class="size-full object-cover"/></picture></div>',
    );
  });

  it('shows a scroll, at the size asked, where the recipe has no image', () => {
    for (const src of [null, '']) {
      const html = renderToStaticMarkup(
        <RecipePicture src={src} className="frame" placeholderSize="size-16" sizes="50vw" alt="Stew" />,
      );
      expect(html).toMatch(/^<div class="frame"><span class="flex size-full items-center justify-center"><svg /);
      expect(html).toContain('class="lucide lucide-scroll-text size-16 text-accent/60" aria-hidden="true"');
      expect(html).not.toContain('<img');
    }
  });
});
