import { describe, expect, it } from 'vitest';
import { mediaSrcSet, storedImageOf } from './media.ts';

describe('mediaSrcSet', () => {
  it('names a WebP variant of a stored image at each width', () => {
    expect(mediaSrcSet('/media/recipes/a1_b-2.png')).toBe(
      '/media/recipes/a1_b-2-480.webp 480w, /media/recipes/a1_b-2-800.webp 800w, /media/recipes/a1_b-2-1200.webp 1200w',
    );
    // Portraits are drawn 600 px wide and shown small: no width above what they have.
    expect(mediaSrcSet('/media/portraits/p1.png')).toBe(
      '/media/portraits/p1-160.webp 160w, /media/portraits/p1-320.webp 320w',
    );
  });

  it('has none for an image the server did not store', () => {
    for (const src of [
      'https://example.com/media/recipes/a.png',
      '/media/recipes/a.jpg',
      '/media/other/a.png',
      '/media/recipes/../a.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(mediaSrcSet(src), src).toBeNull();
    }
  });
});

describe('storedImageOf', () => {
  it('reads a stored image and each of its variants, keys with dashes and digits included', () => {
    const key = 'a4110480-e2ce-4729-bb31-29a038812a29';
    expect(storedImageOf(`/media/recipes/${key}.png`)).toEqual({ folder: 'recipes', key, width: null });
    expect(storedImageOf(`/media/recipes/${key}-800.webp`)).toEqual({ folder: 'recipes', key, width: 800 });
    expect(storedImageOf('/media/portraits/p-2-320.webp')).toEqual({ folder: 'portraits', key: 'p-2', width: 320 });
  });

  it('names nothing else', () => {
    for (const path of [
      '/media/recipes/a-640.webp',
      '/media/portraits/a-1200.webp',
      '/media/recipes/a-800.webp.png',
      '/media/recipes/a-0800.webp',
      '/media/recipes/a.webp',
      '/media/elsewhere/a-800.webp',
      '/media/recipes/../a.png',
      '/assets/a-800.webp',
    ]) {
      expect(storedImageOf(path), path).toBeNull();
    }
  });
});
