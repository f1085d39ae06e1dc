import { describe, expect, it } from 'vitest';
import { PRINT_STYLESHEET, printableRecipeHtml, safeImageUrl } from './recipe-print.ts';
import { buildRecipeData } from './testing.ts';
import type { RecipeData } from './recipe.ts';

function recipe(overrides: Partial<RecipeData> = {}): RecipeData {
  return buildRecipeData({
    description: 'A smoky stew of roasted peppers and beans.',
    image: '/media/recipes/r1.png',
    rarity: 'epic',
    ingredients: ['2 red peppers', '400 g cooked beans', '1 onion'],
    allergens: ['celery'],
    xp_gained: 100,
    ...overrides,
  });
}

/** Positions of each needle, failing when one is missing. */
function positions(html: string, needles: string[]): number[] {
  return needles.map((needle) => {
    const at = html.indexOf(needle);
    expect(at, needle).toBeGreaterThanOrEqual(0);
    return at;
  });
}

describe('printableRecipeHtml', () => {
  it('is a standalone English document titled after the recipe', () => {
    const html = printableRecipeHtml(recipe());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<title>Ember-Roasted Dragon Pepper Stew · Feastforge</title>');
    expect(html).not.toMatch(/<(link|iframe|nav)\b/);
    expect(html).not.toMatch(/\bsrc="(?!\/media\/)/);
  });

  it('shows the header, stats and sections in reading order', () => {
    const html = printableRecipeHtml(recipe(), { recipeId: 'r1', baseUrl: 'https://feastforge.app/' });
    const order = positions(html, [
      '<span>Feastforge</span><span>Epic · Main Course</span>',
      '<h1>Ember-Roasted Dragon Pepper Stew</h1>',
      'A smoky stew',
      '<dt>Prep</dt><dd>15 min</dd>',
      '<dt>Cook</dt><dd>40 min</dd>',
      '<dt>Serves</dt><dd>4</dd>',
      '<dt>Difficulty</dt><dd>Easy</dd>',
      '<h2>Ingredients</h2><ul><li>2 red peppers</li>',
      '<h2>Instructions</h2><ol><li>Roast the peppers',
      '<h2>Nutrition',
      '<dt>Calories</dt><dd>320 kcal</dd><dt>Protein</dt><dd>14 g</dd><dt>Carbs</dt><dd>48 g</dd><dt>Fat</dt><dd>7 g</dd>',
      '<h2>Allergen Info</h2><p>celery</p>',
      "<h2>Chef's Notes</h2><p>Better on the second day.</p>",
      '<footer><a href="https://feastforge.app/recipe/r1">https://feastforge.app/recipe/r1</a></footer>',
    ]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('says when no allergens are listed, drops empty notes and shows unknown labels sensibly', () => {
    const html = printableRecipeHtml(
      recipe({ allergens: [], notes: '  ', rarity: 'mythic' as RecipeData['rarity'], recipeType: 'brunch' as 'main' }),
    );
    expect(html).toContain('<h2>Allergen Info</h2><p>None listed</p>');
    expect(html).not.toContain("Chef's Notes");
    expect(html).toContain('<span>Common · brunch</span>');
  });

  it('says which servings the steps are written for only when they do not follow the servings printed', () => {
    expect(printableRecipeHtml(recipe())).not.toContain('steps-note');
    const html = printableRecipeHtml(recipe({ servings: 8 }), { stepsWrittenFor: 4 });
    expect(html).toContain('<p class="steps-note">The steps are written for 4 servings.</p><ol>');
    expect(printableRecipeHtml(recipe(), { stepsWrittenFor: 1 })).toContain('written for 1 serving.');
  });

  it('sets many ingredients in two columns and few in one', () => {
    const many = Array.from({ length: 12 }, (_, i) => `${i + 1} g spice`);
    expect(printableRecipeHtml(recipe({ ingredients: many }))).toContain('<ul class="two-columns">');
    expect(printableRecipeHtml(recipe())).not.toContain('class="two-columns"');
    expect(PRINT_STYLESHEET).toMatch(/\.two-columns\{columns:2/);
  });

  it('escapes every recipe text, in content and in attributes', () => {
    const html = printableRecipeHtml(
      recipe({
        title: '<script>alert(1)</script>',
        description: 'Tom & Jerry\'s "stew"',
        ingredients: ['1 "heaped" cup <b>oats</b>'],
        instructions: ['Stir <img src=x onerror=alert(2)>'],
        allergens: ['<i>nuts</i>'],
        notes: "It's </style> fine",
        difficulty: '"><svg onload=alert(3)>',
      }),
      { recipeId: '"><x', baseUrl: 'https://feastforge.app', imageUrl: '/media/a.png?x="><script>' },
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; · Feastforge</title>');
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('alt="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('Tom &amp; Jerry&#39;s &quot;stew&quot;');
    expect(html).toContain('<li>1 &quot;heaped&quot; cup &lt;b&gt;oats&lt;/b&gt;</li>');
    expect(html).toContain('<li>Stir &lt;img src=x onerror=alert(2)&gt;</li>');
    expect(html).toContain('&lt;i&gt;nuts&lt;/i&gt;');
    expect(html).toContain('It&#39;s &lt;/style&gt; fine');
    expect(html).toContain('<dd>&quot;&gt;&lt;svg onload=alert(3)&gt;</dd>');
    expect(html).toContain('src="/media/a.png?x=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('href="https://feastforge.app/recipe/%22%3E%3Cx"');
    expect(html).not.toMatch(/<(svg|b|i|x)\b/);
    expect(html.match(/<script\b/g)).toBeNull();
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('shows only http(s), same-site and data:image pictures', () => {
    const html = (imageUrl: string | null | undefined) => printableRecipeHtml(recipe(), { imageUrl });
    expect(html('/media/recipes/r1.png')).toContain('<img class="dish" src="/media/recipes/r1.png"');
    expect(html('https://cdn.example.com/r1.png')).toContain('src="https://cdn.example.com/r1.png"');
    expect(html('data:image/png;base64,AAAA')).toContain('src="data:image/png;base64,AAAA"');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '//evil.example/x.png',
      '/\\evil.example',
      'data:text/html,<b>',
      'r1.png',
      '',
      null,
      undefined,
    ]) {
      expect(html(bad), String(bad)).not.toContain('<img');
    }
    expect(safeImageUrl('  https://cdn.example.com/r1.png ')).toBe('https://cdn.example.com/r1.png');
  });

  it('links the canonical page only with an http(s) base and an id', () => {
    expect(printableRecipeHtml(recipe(), { baseUrl: 'https://feastforge.app' })).not.toContain('<footer>');
    expect(printableRecipeHtml(recipe(), { recipeId: 'r1' })).not.toContain('<footer>');
    expect(printableRecipeHtml(recipe(), { recipeId: 'r1', baseUrl: 'javascript:alert(1)//' })).not.toContain(
      '<footer>',
    );
  });

  it('prints black on white with page-break rules and no dark backgrounds', () => {
    const backgrounds = [...PRINT_STYLESHEET.matchAll(/background(?:-color)?\s*:\s*([^;}]+)/g)].map((m) => m[1]);
    expect(backgrounds.length).toBeGreaterThan(0);
    for (const value of backgrounds) expect(value?.trim()).toMatch(/^(#fff|#ffffff|white|transparent)$/i);
    expect(PRINT_STYLESHEET).not.toMatch(/background-image|linear-gradient|box-shadow/);
    expect(PRINT_STYLESHEET).toContain('@page{margin:12mm}');
    expect(PRINT_STYLESHEET).toMatch(/li\{[^}]*break-inside:avoid/);
    expect(PRINT_STYLESHEET).toMatch(/h2\{[^}]*break-after:avoid/);
    expect(PRINT_STYLESHEET).toContain('orphans:3;widows:3');
    expect(PRINT_STYLESHEET).toContain('-webkit-print-color-adjust:exact');
    expect(PRINT_STYLESHEET).toContain('max-width:60rem');
    expect(PRINT_STYLESHEET).toMatch(/\.dish\{[^}]*max-height:6cm[^}]*aspect-ratio:4\/3[^}]*object-fit:cover/);
    expect(PRINT_STYLESHEET).not.toMatch(/url\(|@import/);
  });

  it('has no script: the page that opens it prints it', () => {
    expect(printableRecipeHtml(recipe())).not.toContain('<script');
  });
});
