// `node scripts/make-pwa-assets.mjs`: renders the PNG icons of the web app manifest from the SVGs in
// apps/web/public/icons. Run it after changing an SVG and commit the PNGs; the build only copies them.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// resvg is a dependency of packages/generator, so it is resolved from there.
const require = createRequire(new URL('../packages/generator/package.json', import.meta.url));
const { Resvg } = require('@resvg/resvg-js');

const iconsDir = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));

// icon.svg has rounded, transparent corners; icon-maskable.svg is full bleed with the art inside the
// maskable safe zone, which also suits iOS, which rounds the corners itself and shows transparency as black.
const outputs = [
  { source: 'icon.svg', file: 'icon-96.png', size: 96 },
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

for (const { source, file, size } of outputs) {
  const svg = readFileSync(iconsDir + source, 'utf8');
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(iconsDir + file, png);
  console.info(`apps/web/public/icons/${file}: ${size}x${size}, ${png.length} bytes`);
}
