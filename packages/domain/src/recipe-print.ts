import { recipeTypeLabel } from './enums.ts';
import { rarityLabel } from './rarity.ts';
import type { RecipeData } from './recipe.ts';

export interface PrintableRecipeOptions {
  /** The saved recipe's id; with `baseUrl` it makes the canonical link in the footer. */
  recipeId?: string;
  /** The site's origin, e.g. 'https://feastforge.app'; only http(s) addresses are linked. */
  baseUrl?: string;
  /** Usually `recipe.image`; dropped unless it passes `safeImageUrl`. */
  imageUrl?: string | null;
  /**
   * The servings the steps are written for, when they are not the servings printed: a recipe
   * without step templates keeps its steps for its own servings, and the page says so.
   */
  stepsWrittenFor?: number;
}

/** More ingredients than this are set in two columns. */
const TWO_COLUMN_INGREDIENTS = 8;

/**
 * Escapes text for HTML content and quoted attribute values.
 *
 * @example
 * escapeHtml('<b class="x">') // '&lt;b class=&quot;x&quot;&gt;'
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The image address if it is safe to show: http(s), a same-site path or a data:image URL.
 * Anything else (javascript:, protocol-relative '//host') gives null.
 *
 * @example
 * safeImageUrl('/media/recipes/r1.png') // '/media/recipes/r1.png'
 * safeImageUrl('javascript:alert(1)') // null
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (/^https?:\/\/[^\s]/i.test(trimmed)) return trimmed;
  // '//host/x' and '/\host/x' would leave the site, so a path must not start with either.
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  if (/^data:image\//i.test(trimmed)) return trimmed;
  return null;
}

/**
 * The print stylesheet: black on white only, compact serif text, and page breaks kept out of
 * list items and small sections so a recipe fits on as few pages as possible.
 */
export const PRINT_STYLESHEET = [
  '@page{margin:12mm}',
  '*,*::before,*::after{box-sizing:border-box}',
  'html,body{background:#fff;color:#000;-webkit-print-color-adjust:exact;print-color-adjust:exact}',
  "body{margin:0;font:10.5pt/1.4 Georgia,'Times New Roman',serif}",
  'main{max-width:60rem;margin:0 auto;padding:1.5rem}',
  '.masthead{display:flex;justify-content:space-between;gap:1rem;padding-bottom:.2rem;border-bottom:1px solid #000;' +
    'font:600 8pt/1.2 system-ui,sans-serif;letter-spacing:.08em;text-transform:uppercase}',
  'h1{font-size:20pt;line-height:1.15;margin:.5rem 0 .25rem}',
  'h2{font-size:12pt;margin:.7rem 0 .3rem;border-bottom:.5pt solid #888;break-after:avoid;page-break-after:avoid}',
  '.note{font-weight:400;font-size:8.5pt;font-style:italic}',
  '.description{margin:0 0 .5rem;font-style:italic}',
  '.stats{display:flex;flex-wrap:wrap;gap:.2rem 1.25rem;margin:0 0 .5rem}',
  '.stats div{display:flex;gap:.3rem}',
  '.stats dt{font-weight:700}',
  'dd{margin:0}',
  '.dish{float:right;width:8cm;max-width:45%;height:auto;max-height:6cm;aspect-ratio:4/3;object-fit:cover;' +
    'margin:0 0 .5rem 1rem;border:.5pt solid #888}',
  // Lists form their own block so their numbers never slide under the floated image.
  'ul,ol{display:flow-root;margin:0;padding-left:1.3rem}',
  '.two-columns{columns:2;column-gap:1.5rem}',
  'li{margin:0 0 .15rem;break-inside:avoid;page-break-inside:avoid}',
  'p,li{orphans:3;widows:3}',
  '.facts{clear:both;display:flex;flex-wrap:wrap;gap:0 2.5rem}',
  '.keep{break-inside:avoid;page-break-inside:avoid}',
  '.nutrition dl{display:grid;grid-template-columns:auto auto;gap:.1rem .75rem;margin:0}',
  '.nutrition dd{text-align:right}',
  '.notes p{margin:0;white-space:pre-line}',
  'footer{clear:both;margin-top:.8rem;padding-top:.2rem;border-top:.5pt solid #888;font-size:8pt}',
  'a{color:#000}',
  '@media print{main{max-width:none;padding:0}a{text-decoration:none}}',
].join('\n');

function canonicalUrl(options: PrintableRecipeOptions): string | null {
  if (!options.recipeId || !options.baseUrl || !/^https?:\/\//i.test(options.baseUrl)) return null;
  return `${options.baseUrl.replace(/\/+$/, '')}/recipe/${encodeURIComponent(options.recipeId)}`;
}

function listItems(items: readonly string[]): string {
  return items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
}

function stat(label: string, value: string): string {
  return `<div><dt>${label}</dt><dd>${escapeHtml(value)}</dd></div>`;
}

function nutritionSection(nutrition: RecipeData['nutrition']): string {
  const rows: Array<[string, string]> = [
    ['Calories', `${nutrition.calories} kcal`],
    ['Protein', `${nutrition.protein} g`],
    ['Carbs', `${nutrition.carbs} g`],
    ['Fat', `${nutrition.fat} g`],
  ];
  const pairs = rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return `<section class="nutrition keep"><h2>Nutrition <span class="note">per serving</span></h2><dl>${pairs}</dl></section>`;
}

/**
 * The one line that says the steps keep the servings they were written for.
 *
 * @example
 * stepsWrittenForNote(4) // 'The steps are written for 4 servings.'
 */
export function stepsWrittenForNote(servings: number): string {
  return `The steps are written for ${servings} ${servings === 1 ? 'serving' : 'servings'}.`;
}

/** That line as the printed page sets it; '' when the steps follow the servings printed. */
const stepsNote = (servings: number | undefined) =>
  servings === undefined ? '' : `<p class="steps-note">${escapeHtml(stepsWrittenForNote(servings))}</p>`;

/**
 * A standalone, printable HTML page of a recipe, the same whether the server answers it online
 * or the web app writes it into a new window from its local copy. Every recipe text is escaped.
 *
 * @example
 * const html = printableRecipeHtml(recipe, { recipeId, baseUrl: location.origin, imageUrl: recipe.image })
 * const win = window.open('', '_blank'); win?.document.write(html); win?.document.close()
 */
export function printableRecipeHtml(recipe: RecipeData, options: PrintableRecipeOptions = {}): string {
  const title = escapeHtml(recipe.title);
  const image = safeImageUrl(options.imageUrl);
  const url = canonicalUrl(options);
  const ingredientsClass = recipe.ingredients.length > TWO_COLUMN_INGREDIENTS ? ' class="two-columns"' : '';
  const allergens = recipe.allergens.length > 0 ? recipe.allergens.map(escapeHtml).join(', ') : 'None listed';
  const tags = `${escapeHtml(rarityLabel(recipe.rarity))} · ${escapeHtml(recipeTypeLabel(recipe.recipeType))}`;
  const parts = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title} · Feastforge</title>`,
    `<style>${PRINT_STYLESHEET}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<header class="masthead"><span>Feastforge</span><span>${tags}</span></header>`,
    `<h1>${title}</h1>`,
    image ? `<img class="dish" src="${escapeHtml(image)}" alt="${title}">` : '',
    `<p class="description">${escapeHtml(recipe.description)}</p>`,
    '<dl class="stats keep">' +
      stat('Prep', recipe.prepTime) +
      stat('Cook', recipe.cookTime) +
      stat('Serves', String(recipe.servings)) +
      stat('Difficulty', recipe.difficulty) +
      '</dl>',
    `<section class="ingredients"><h2>Ingredients</h2><ul${ingredientsClass}>${listItems(recipe.ingredients)}</ul></section>`,
    `<section class="instructions"><h2>Instructions</h2>${stepsNote(options.stepsWrittenFor)}<ol>${listItems(recipe.instructions)}</ol></section>`,
    '<div class="facts">',
    nutritionSection(recipe.nutrition),
    `<section class="allergens keep"><h2>Allergen Info</h2><p>${allergens}</p></section>`,
    '</div>',
    recipe.notes.trim()
      ? `<section class="notes keep"><h2>Chef's Notes</h2><p>${escapeHtml(recipe.notes.trim())}</p></section>`
      : '',
    url ? `<footer><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></footer>` : '',
    '</main>',
    '</body>',
    '</html>',
  ];
  return parts.filter((part) => part !== '').join('\n');
}
