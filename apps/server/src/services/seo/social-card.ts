import { escapeXml, RARITY_COLOURS, rarityLabel, recipeTypeLabel, type Rarity } from '@feastforge/domain';
import type sharpModule from 'sharp';
import type { OverlayOptions, Sharp } from 'sharp';
import { logger } from '../../logger.ts';

/** Spec section 9: the social-sharing image is 1200x900. */
export const SOCIAL_WIDTH = 1200;
export const SOCIAL_HEIGHT = 900;

/** What a recipe's social card shows. */
export interface SocialCardFacts {
  title: string;
  rarity: string;
  recipeType: string;
  /** The recipe's own picture (PNG bytes from the media store), or null for the plain backdrop. */
  picture: Buffer | null;
}

// The app's display face first (--font-display in styles.css), then what a server is likely to
// have. Pango (through fontconfig) falls back glyph by glyph to any installed font that has the
// character, so accents, Cyrillic or CJK render where such a font exists, and a missing glyph
// becomes a box, never an error.
const DISPLAY_FONT = 'Cinzel,Palatino Linotype,Palatino,Book Antiqua,Georgia,DejaVu Serif,serif';
const FRAME = 28;
const SIDE = 80;
const TITLE_BOX = { width: SOCIAL_WIDTH - 2 * SIDE, maxHeight: 230, bottom: 800 };
const TITLE_PX = 76;
/** Longest title drawn whole; a longer one ends in an ellipsis rather than shrinking to nothing. */
const MAX_TITLE_CHARACTERS = 120;
const BACKDROP = '#241a33';
const BRAND_MARKUP = '<span foreground="#ffffff" alpha="80%" letter_spacing="6144">FEASTFORGE</span>';
const BRAND_TOP = 822;

type SharpFactory = typeof sharpModule;

/**
 * Pictographic emoji (the planes' emoji blocks, flags' tags) with their joiners and variation
 * selectors: few servers have a colour emoji font. Symbols text fonts carry (©, ™, ★) stay.
 */
const EMOJI = /[\u{1F000}-\u{1FAFF}\u{E0020}-\u{E007F}]|\u200D|\uFE0E|\uFE0F/gu;

/**
 * The title as the card draws it: emoji left out (without a font for them they would be boxes;
 * a title of nothing but emoji keeps them), cut to MAX_TITLE_CHARACTERS user-perceived characters.
 */
function shortTitle(title: string): string {
  const plain = title.replace(EMOJI, '').replace(/\s+/g, ' ').trim();
  const drawn = plain === '' ? title.trim() : plain;
  const characters = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(drawn)];
  if (characters.length <= MAX_TITLE_CHARACTERS) return drawn;
  return `${characters
    .slice(0, MAX_TITLE_CHARACTERS - 1)
    .map((part) => part.segment)
    .join('')
    .trimEnd()}…`;
}

/** The rarity's colour; an unknown rarity is drawn as common, as the app shows it. */
function colourOf(rarity: string): string {
  return RARITY_COLOURS[rarityLabel(rarity).toLowerCase() as Rarity];
}

/** Shade under the text, the rarity-coloured frame with a light inner rim, and gems at the corners. */
function frameSvg(colour: string): string {
  const gem = (x: number, y: number) =>
    `<path d="M${x} ${y - 16}L${x + 16} ${y}L${x} ${y + 16}L${x - 16} ${y}Z" fill="${colour}" stroke="#ffffff" stroke-width="3"/>`;
  const inset = FRAME / 2;
  // The band fills the card to its square edges and rounds only where it meets the picture.
  const [w, h, r] = [SOCIAL_WIDTH, SOCIAL_HEIGHT, 20];
  const band = `M0 0H${w}V${h}H0Z M${FRAME + r} ${FRAME}H${w - FRAME - r}A${r} ${r} 0 0 1 ${w - FRAME} ${FRAME + r}V${h - FRAME - r}A${r} ${r} 0 0 1 ${w - FRAME - r} ${h - FRAME}H${FRAME + r}A${r} ${r} 0 0 1 ${FRAME} ${h - FRAME - r}V${FRAME + r}A${r} ${r} 0 0 1 ${FRAME + r} ${FRAME}Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_WIDTH}" height="${SOCIAL_HEIGHT}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#0b0914" stop-opacity="0"/><stop offset="0.4" stop-color="#0b0914" stop-opacity="0.6"/>
<stop offset="1" stop-color="#0b0914" stop-opacity="0.94"/></linearGradient></defs>
<rect x="0" y="380" width="${SOCIAL_WIDTH}" height="${SOCIAL_HEIGHT - 380}" fill="url(#shade)"/>
<path d="${band}" fill="${colour}" fill-rule="evenodd"/>
<rect x="${FRAME + 6}" y="${FRAME + 6}" width="${SOCIAL_WIDTH - 2 * FRAME - 12}" height="${SOCIAL_HEIGHT - 2 * FRAME - 12}" rx="16" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"/>
${gem(inset + 8, inset + 8)}${gem(SOCIAL_WIDTH - inset - 8, inset + 8)}${gem(inset + 8, SOCIAL_HEIGHT - inset - 8)}${gem(SOCIAL_WIDTH - inset - 8, SOCIAL_HEIGHT - inset - 8)}
</svg>`;
}

/** Text set by Pango as a transparent PNG; null where no font could set it (a server without fonts). */
async function setText(
  sharp: SharpFactory,
  markup: string,
  options: { font: string; width: number; height?: number; align?: 'left' | 'centre' },
): Promise<{ png: Buffer; width: number; height: number } | null> {
  try {
    const { data, info } = await sharp({
      text: {
        text: markup,
        font: options.font,
        width: options.width,
        ...(options.height ? { height: options.height } : { dpi: 72 }),
        align: options.align ?? 'centre',
        wrap: 'word-char',
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return info.width > 1 && info.height > 1 ? { png: data, width: info.width, height: info.height } : null;
  } catch (error) {
    logger.warn({ err: error }, 'could not set the text of a social card');
    return null;
  }
}

/** The title at its full size, or shrunk to fit the box when it would run past it. */
async function titleText(sharp: SharpFactory, title: string) {
  const markup = `<span foreground="#ffffff">${escapeXml(shortTitle(title))}</span>`;
  const font = `${DISPLAY_FONT} Bold ${TITLE_PX}`;
  const full = await setText(sharp, markup, { font, width: TITLE_BOX.width });
  if (!full || full.height <= TITLE_BOX.maxHeight) return full;
  return setText(sharp, markup, { font, width: TITLE_BOX.width, height: TITLE_BOX.maxHeight });
}

/** 'EPIC · MAIN COURSE' on a pill of the rarity's colour. */
async function rarityPill(sharp: SharpFactory, facts: SocialCardFacts, colour: string, bottom: number) {
  const words = `${rarityLabel(facts.rarity)} · ${recipeTypeLabel(facts.recipeType)}`.toUpperCase();
  const label = await setText(sharp, `<span foreground="#ffffff" letter_spacing="3072">${escapeXml(words)}</span>`, {
    font: `${DISPLAY_FONT} Bold 26`,
    width: TITLE_BOX.width,
  });
  if (!label) return [];
  const pill = { width: Math.min(label.width + 56, TITLE_BOX.width), height: label.height + 20 };
  const left = Math.round((SOCIAL_WIDTH - pill.width) / 2);
  const top = Math.max(FRAME + 20, bottom - pill.height);
  const shape = `<svg xmlns="http://www.w3.org/2000/svg" width="${pill.width}" height="${pill.height}"><rect width="${pill.width}" height="${pill.height}" rx="${pill.height / 2}" fill="${colour}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/></svg>`;
  return [
    { input: Buffer.from(shape), left, top },
    { input: label.png, left: Math.round((SOCIAL_WIDTH - label.width) / 2), top: top + 10 },
  ] satisfies OverlayOptions[];
}

/** The recipe's picture filling the card, or the plain backdrop when it has none (or it cannot be read). */
async function backdrop(sharp: SharpFactory, source: Buffer | null): Promise<Sharp> {
  const plain = () =>
    sharp({ create: { width: SOCIAL_WIDTH, height: SOCIAL_HEIGHT, channels: 3, background: BACKDROP } });
  if (!source) return plain();
  try {
    const picture = await sharp(source)
      .resize(SOCIAL_WIDTH, SOCIAL_HEIGHT, { fit: 'cover' })
      .removeAlpha()
      .png()
      .toBuffer();
    return sharp(picture);
  } catch (error) {
    logger.warn({ err: error }, 'could not read the picture of a social card');
    return plain();
  }
}

/**
 * A recipe's 1200x900 social card as PNG: its picture, a shade, a frame in the rarity's colour
 * (RARITY_COLOURS, as the app's badges), the rarity and type on a pill and the title, wrapped and
 * shrunk to fit, in the app's display face. sharp is loaded on first use, as for media variants.
 *
 * @example
 * const png = await renderSocialCard({ title: 'Frostpeak Lamb', rarity: 'epic', recipeType: 'main', picture })
 */
export async function renderSocialCard(facts: SocialCardFacts): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const colour = colourOf(facts.rarity);
  const title = await titleText(sharp, facts.title);
  const titleTop = TITLE_BOX.bottom - (title?.height ?? 0);
  const layers: OverlayOptions[] = [{ input: Buffer.from(frameSvg(colour)), left: 0, top: 0 }];
  layers.push(...(await rarityPill(sharp, facts, colour, titleTop - 22)));
  if (title) layers.push({ input: title.png, left: Math.round((SOCIAL_WIDTH - title.width) / 2), top: titleTop });
  const brand = await setText(sharp, BRAND_MARKUP, { font: `${DISPLAY_FONT} 20`, width: TITLE_BOX.width });
  if (brand) layers.push({ input: brand.png, left: Math.round((SOCIAL_WIDTH - brand.width) / 2), top: BRAND_TOP });
  const card = await backdrop(sharp, facts.picture);
  return card.composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
