import { Resvg } from '@resvg/resvg-js';
import { encodeOpaquePng } from './png-encoder.ts';

/**
 * Rasterises an artwork SVG to PNG on the server (social images, exports). A separate entry
 * (`@feastforge/generator/png`) because resvg is a native module the browser must never bundle.
 * The artwork draws no text, so no fonts are loaded and system fonts are never consulted.
 *
 * Memory: resvg-js 2.6 holds each render (about 5 MB at 1200x900) in native memory V8 cannot see,
 * freed only when a garbage collection runs (thx/resvg-js#216). Calling only `asPng()` in a loop
 * therefore grows the process by an image per call. Reading `pixels` here allocates a buffer V8
 * does count, which keeps it collecting; in a loop of renders with awaits between them the process
 * stays flat. Keep that in mind before switching back to `asPng()` alone.
 *
 * @example
 * writeFileSync('og.png', renderPng(recipeArtwork(recipe), 1200));
 */
export function renderPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.round(width) },
    font: { loadSystemFonts: false },
  });
  const image = resvg.render();
  return encodeOpaquePng(image.width, image.height, image.pixels) ?? image.asPng();
}
