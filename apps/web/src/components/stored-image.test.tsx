import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoredImage } from './stored-image.tsx';

describe('StoredImage', () => {
  it('offers a stored image as WebP at each width, with the PNG as the fallback', () => {
    const html = renderToStaticMarkup(<StoredImage src="/media/recipes/r1.png" sizes="50vw" alt="Stew" width={1200} />);
    expect(html).toBe(
      '<picture class="contents"><source type="image/webp" srcSet="/media/recipes/r1-480.webp 480w, ' +
        '/media/recipes/r1-800.webp 800w, /media/recipes/r1-1200.webp 1200w" sizes="50vw"/>' +
        '<img src="/media/recipes/r1.png" alt="Stew" width="1200"/></picture>',
    );
  });

  it('leaves any other image as it is', () => {
    const html = renderToStaticMarkup(<StoredImage src="/media/r1.png" sizes="50vw" alt="" />);
    expect(html).toBe('<picture class="contents"><img src="/media/r1.png" alt=""/></picture>');
  });
});
