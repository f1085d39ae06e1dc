import {
  escapeHtml,
  mediaSrcSet,
  NAMELESS_HERO,
  recipeStructuredData,
  TAGLINE,
  websiteStructuredData,
  type RecipeAnswer,
} from '@feastforge/domain';
import { RECIPE_IMAGE_SIZES } from './recipe-image.ts';
import { BRAND, documentTitle, type RouteHandle } from './route-handle.ts';

/** Spec section 9: the social-sharing image of a recipe is 1200x900, served at /og/recipes/{id}.png. */
const SOCIAL_IMAGE = { width: 1200, height: 900 };
/** Shown for an author who chose no display name, as their tome's hero card does. */

/** The head of one server-rendered page: title, description, canonical URL, preview tags, JSON-LD. */
export interface PageHead {
  title: string;
  description: string;
  /** Absent on pages that must not be listed; those carry `noindex` instead. */
  canonical?: string;
  noindex: boolean;
  /** Open Graph (`property`) and Twitter (`name`) tags, in order. */
  meta: Array<{ attribute: 'property' | 'name'; key: string; content: string }>;
  /** The page's schema.org data: a recipe's Recipe, the home page's WebSite. */
  jsonLd?: Record<string, unknown>;
  /** The page's largest image, fetched from the head's first bytes rather than when the body reaches it. */
  preloadImage?: { srcSet: string; sizes: string };
}

interface PageHeadInput {
  handle: RouteHandle;
  /** The path of the page, without query or hash. */
  pathname: string;
  /** The public origin links are built from, e.g. https://feastforge.app. */
  origin: string;
  /** The published recipe a /recipe/{id} page shows, if any. */
  recipe?: RecipeAnswer;
}

/**
 * What the head of a server-rendered page says. A recipe page is listed only when the recipe is
 * published (it then carries its preview tags and JSON-LD); any other recipe address gets a
 * generic page with `noindex`.
 *
 * @example
 * renderHead(pageHead({ handle: { title: 'How It Works' }, pathname: '/how-it-works', origin }))
 */
export function pageHead({ handle, pathname, origin, recipe }: PageHeadInput): PageHead {
  const url = `${origin}${pathname}`;
  if (recipe?.isPublished) return recipeHead(recipe, url, origin);
  const isRecipe = pathname.startsWith('/recipe');
  const title = documentTitle(handle);
  const description = handle.description ?? TAGLINE;
  const noindex = handle.indexable === false || isRecipe;
  return {
    title,
    description,
    canonical: noindex ? undefined : url,
    noindex,
    meta: noindex ? [] : previewTags({ type: 'website', title, description, url }),
    // The home page tells search engines what the site is and how to search its Feast Hall.
    ...(pathname === '/' && !noindex ? { jsonLd: websiteStructuredData({ origin, name: BRAND, description }) } : {}),
  };
}

/** A recipe picture's absolute address: a stored image under this origin, or one already absolute. */
function absoluteImage(image: string, origin: string): string | undefined {
  if (image.startsWith('/media/')) return `${origin}${image}`;
  return /^https?:\/\//.test(image) ? image : undefined;
}

function recipeHead(recipe: RecipeAnswer, url: string, origin: string): PageHead {
  const { title, description, image } = recipe.recipeData;
  const socialImage = `${origin}/og/recipes/${encodeURIComponent(recipe.id)}.png`;
  const meta = previewTags({ type: 'article', title, description, url, image: socialImage });
  const srcSet = mediaSrcSet(image);
  const author = {
    name: recipe.author.displayName ?? NAMELESS_HERO,
    url: `${origin}/my-recipes/${encodeURIComponent(recipe.author.id)}`,
  };
  return {
    title: documentTitle({}, title),
    description,
    canonical: url,
    noindex: false,
    meta,
    jsonLd: recipeStructuredData(recipe.recipeData, {
      url,
      // A recipe without a picture of its own is still shown by its social image.
      imageUrl: absoluteImage(image, origin) ?? socialImage,
      datePublished: recipe.createdAt,
      author,
    }),
    ...(srcSet ? { preloadImage: { srcSet, sizes: RECIPE_IMAGE_SIZES } } : {}),
  };
}

function previewTags(page: { type: string; title: string; description: string; url: string; image?: string }) {
  const tags: PageHead['meta'] = [
    { attribute: 'property', key: 'og:type', content: page.type },
    { attribute: 'property', key: 'og:site_name', content: BRAND },
    { attribute: 'property', key: 'og:title', content: page.title },
    { attribute: 'property', key: 'og:description', content: page.description },
    { attribute: 'property', key: 'og:url', content: page.url },
    { attribute: 'name', key: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { attribute: 'name', key: 'twitter:title', content: page.title },
    { attribute: 'name', key: 'twitter:description', content: page.description },
  ];
  if (page.image) {
    tags.push(
      { attribute: 'property', key: 'og:image', content: page.image },
      { attribute: 'property', key: 'og:image:type', content: 'image/png' },
      { attribute: 'property', key: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
      { attribute: 'property', key: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
      { attribute: 'property', key: 'og:image:alt', content: page.title },
      { attribute: 'name', key: 'twitter:image', content: page.image },
    );
  }
  return tags;
}

/**
 * The head as HTML, every value escaped: the title and description replace the shell's own, the
 * rest goes before </head>, marked `data-page-head` so the app can drop it when it moves on. JSON-LD is a data block (never run), with '<' escaped so a title
 * cannot close the script element.
 */
export function renderHead(head: PageHead): { title: string; description: string; tags: string } {
  const tags = [
    head.canonical && `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-page-head />`,
    head.noindex && '<meta name="robots" content="noindex" data-page-head />',
    ...head.meta.map(
      ({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-page-head />`,
    ),
    // WebP only: a browser without it fetches the <picture>'s PNG fallback instead.
    head.preloadImage &&
      `<link rel="preload" as="image" type="image/webp" imagesrcset="${escapeHtml(head.preloadImage.srcSet)}" imagesizes="${escapeHtml(head.preloadImage.sizes)}" fetchpriority="high" data-page-head />`,
    head.jsonLd &&
      `<script type="application/ld+json" data-page-head>${JSON.stringify(head.jsonLd).replaceAll('<', '\\u003c')}</script>`,
  ].filter(Boolean);
  return {
    title: `<title>${escapeHtml(head.title)}</title>`,
    description: `<meta name="description" content="${escapeHtml(head.description)}" />`,
    tags: tags.join('\n'),
  };
}
