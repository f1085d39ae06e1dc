import { Resvg } from '@resvg/resvg-js';

/**
 * Rasterises an artwork SVG to PNG on the server (social images, exports). A separate entry
 * (`@feastforge/generator/png`) because resvg is a native module the browser must never bundle.
 * The artwork draws no text, so no fonts are loaded and system fonts are never consulted.
 *
 * @example
 * writeFileSync('og.png', renderPng(recipeArtwork(recipe), 1200));
 */
export function renderPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.round(width) },
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}
