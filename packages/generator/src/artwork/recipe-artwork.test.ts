import { RARITIES, RECIPE_TYPES, THEMES } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { artworkDataUrl } from './data-url.ts';
import { renderPng } from './png.ts';
import { recipeArtwork, type RecipeArtworkInput } from './recipe-artwork.ts';
import { artworkInput, INGREDIENTS_BY_TYPE, pngSize } from './test-support.ts';

const SIZE_LIMIT = 60 * 1024;

describe('recipeArtwork', () => {
  it('is deterministic: the same input gives byte-identical SVG', () => {
    expect(recipeArtwork(artworkInput())).toBe(recipeArtwork(artworkInput()));
  });

  it('varies with the title', () => {
    const a = recipeArtwork(artworkInput({ title: 'Frostpeak Braised Lamb Shank' }));
    const b = recipeArtwork(artworkInput({ title: 'Frostpeak Braised Lamb Shanks' }));
    expect(a).not.toBe(b);
  });

  it('is a 4:3 picture of 1200x900', () => {
    const svg = recipeArtwork(artworkInput());
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 900"/);
  });

  it('renders the 1200x900 social image and an 800x600 card', () => {
    const svg = recipeArtwork(artworkInput());
    expect(pngSize(renderPng(svg, 1200))).toEqual({ width: 1200, height: 900 });
    expect(pngSize(renderPng(svg, 800))).toEqual({ width: 800, height: 600 });
  });

  // resvg parses strictly (unclosed tags and repeated attributes are errors), so rendering every
  // combination is also the well-formedness check.
  describe.each(THEMES)('in the %s', (theme) => {
    it('renders every recipe type and rarity as well-formed SVG within the size budget', () => {
      for (const recipeType of RECIPE_TYPES) {
        for (const rarity of RARITIES) {
          const svg = recipeArtwork({
            title: `${theme} ${recipeType} ${rarity}`,
            recipeType,
            theme,
            rarity,
            ingredients: [...INGREDIENTS_BY_TYPE[recipeType]],
          });
          expect(svg.length, `${recipeType}/${rarity}`).toBeLessThan(SIZE_LIMIT);
          expect(pngSize(renderPng(svg, 64))).toEqual({ width: 64, height: 48 });
        }
      }
    });
  });

  it('draws something recognisable when no ingredients are given', () => {
    const svg = recipeArtwork(artworkInput({ ingredients: [], recipeType: 'dessert' }));
    expect(pngSize(renderPng(svg, 64)).width).toBe(64);
  });

  it('still draws recipes whose type, theme or rarity is outside the current lists', () => {
    // Saved recipes are stored JSON, so values from older versions arrive as plain strings
    // (spec section 3: unknown types are shown as given, unknown rarities count as common).
    const old = {
      recipeType: 'brunch',
      theme: 'sky-citadel',
      rarity: 'mythic',
    } as unknown as Partial<RecipeArtworkInput>;
    const svg = recipeArtwork(artworkInput(old));
    expect(pngSize(renderPng(svg, 64))).toEqual({ width: 64, height: 48 });
  });

  it('accepts any ingredient names, however odd', () => {
    const svg = recipeArtwork(
      artworkInput({ ingredients: ['dragon fruit', '  ', 'moonbeam essence', '🍄', 'x'.repeat(500)] }),
    );
    expect(pngSize(renderPng(svg, 64)).width).toBe(64);
  });

  it('escapes hostile titles: no markup gets in', () => {
    const title = `</title><script>alert("x")</script><image href='http://evil/'/> & "quotes"`;
    const svg = recipeArtwork(artworkInput({ title, ingredients: ['<b>beef</b>', '"egg"'] }));
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<image');
    expect(svg).not.toContain("evil/'/>");
    expect(svg.match(/<title>/g)).toHaveLength(1);
    expect(svg).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(svg).toContain('&amp; &quot;quotes&quot;');
    expect(pngSize(renderPng(svg, 64)).width).toBe(64);
  });

  it('uses ids unique to the artwork, so two inlined pictures do not share gradients', () => {
    const ids = (svg: string): string[] => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1] ?? '');
    const a = ids(recipeArtwork(artworkInput({ title: 'One' })));
    const b = new Set(ids(recipeArtwork(artworkInput({ title: 'Two' }))));
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.has(id))).toEqual([]);
  });
});

describe('artworkDataUrl', () => {
  it('is an SVG data URL that decodes back to the same markup', () => {
    const svg = recipeArtwork(artworkInput());
    const url = artworkDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toMatch(/[#<>"\s]/);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg);
  });
});
