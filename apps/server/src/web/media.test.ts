import sharp from 'sharp';
import { mediaSrcSet } from '@feastforge/domain';
import { describe, expect, it, vi } from 'vitest';
import { mediaVariants } from '../services/media/variants.ts';
import { storedRecipeImage } from '../testing/builders.ts';
import { withTestApp } from '../testing/fixture.ts';
import { takeLogs } from '../testing/log-capture.ts';

const t = withTestApp({}, { per: 'file' });

const variantsOf = (url: string) => (mediaSrcSet(url) ?? '').split(', ').map((entry) => entry.split(' ')[0] ?? '');

describe('WebP variants of stored images', () => {
  it('serves each width the srcset names as WebP, made from the PNG, for a year', async () => {
    const png = await storedRecipeImage(t, 'variant-1');
    const original = await sharp(Buffer.from(await (await t.app.request(png)).arrayBuffer())).metadata();
    for (const [index, path] of variantsOf(png).entries()) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const body = Buffer.from(await res.arrayBuffer());
      const image = await sharp(body).metadata();
      expect(image.format).toBe('webp');
      expect(image.width).toBe([480, 800, 1200][index]);
      // Same picture, same shape: 4:3 like the PNG.
      expect(image.height).toBe(Math.round(((image.width ?? 0) * (original.height ?? 0)) / (original.width ?? 1)));
    }
    // Far smaller than the PNG it stands for.
    const png800 = Number((await t.app.request(png)).headers.get('content-length'));
    const webp800 = (await (await t.app.request(variantsOf(png)[1] ?? '')).arrayBuffer()).byteLength;
    expect(webp800).toBeLessThan(png800 / 5);
  });

  it('makes each variant once, however many ask at the same time, and leaves no temporary file', async () => {
    const conversions = vi.spyOn(sharp.prototype, 'toBuffer');
    try {
      // Storing the image starts making its variants; six requests for one arrive meanwhile.
      const png = await storedRecipeImage(t, 'variant-2');
      const path = variantsOf(png)[2] ?? '';
      const bodies = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const res = await t.app.request(path);
          expect(res.status).toBe(200);
          return Buffer.from(await res.arrayBuffer()).toString('base64');
        }),
      );
      expect(new Set(bodies).size).toBe(1);
      await mediaVariants(t.deps.media).makeAll('recipes', 'variant-2');
      expect(conversions).toHaveBeenCalledTimes(3);
      const files = (await t.deps.media.list('recipes', 'variant-2')).map((entry) => entry.name);
      expect(files.sort()).toEqual([
        'variant-2-1200.webp',
        'variant-2-480.webp',
        'variant-2-800.webp',
        'variant-2.png',
      ]);
    } finally {
      conversions.mockRestore();
    }
  });

  it('answers 404, never a 500, for a width not offered or a missing image', async () => {
    await storedRecipeImage(t, 'variant-3');
    expect((await t.app.request('/media/recipes/variant-3-640.webp')).status).toBe(404);
    expect((await t.app.request('/media/recipes/variant-3-0800.webp')).status).toBe(404);
    expect((await t.app.request('/media/recipes/nobody-800.webp')).status).toBe(404);
    expect((await t.app.request('/media/elsewhere/variant-3-800.webp')).status).toBe(404);
  });

  it('answers a variant it cannot make with its PNG, uncached, rather than a broken image', async () => {
    await t.deps.media.put('portraits/broken.png', Buffer.from('not a picture'));
    const res = await t.app.request('/media/portraits/broken-160.webp');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/media/portraits/broken.png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(takeLogs().map((line) => line.msg)).toContain('could not make an image variant');
    expect((await t.deps.media.list('portraits')).map((entry) => entry.name)).toEqual(['broken.png']);
  });
});
