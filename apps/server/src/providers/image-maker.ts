import type OpenAI from 'openai';
import type { HeroClass, HeroRace, MediaFolder, Rarity, RecipeType, Theme } from '@feastforge/domain';
import { ARTWORK_WIDTH, heroPortrait, recipeArtwork } from '@feastforge/generator';
import { renderPng } from '@feastforge/generator/png';
import type { MediaStore } from '../services/media/store.ts';
import { mediaVariants } from '../services/media/variants.ts';

export interface RecipeImageRequest {
  /** File name stem: the recipe or generation id. */
  key: string;
  title: string;
  dish: string;
  recipeType: RecipeType;
  theme: Theme;
  rarity: Rarity;
  mainIngredients: readonly string[];
}

export interface PortraitRequest {
  key: string;
  race: HeroRace;
  heroClass: HeroClass;
  gender: string;
}

/** A made image's public address, or why there is none (the generation flow's 'Fizzle'). */
export type ImageOutcome = { ok: true; url: string } | { ok: false; reason: string };

/** Makes recipe images (4:3, 1200x900; the social card at /og/recipes is drawn over them) and hero portraits in the media store (served under /media). */
export interface ImageMaker {
  readonly kind: 'procedural' | 'model';
  recipeImage(request: RecipeImageRequest): Promise<ImageOutcome>;
  portrait(request: PortraitRequest): Promise<ImageOutcome>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{1,100}$/;

async function store(media: MediaStore, folder: MediaFolder, key: string, png: Buffer): Promise<string> {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe media key '${key}'`);
  await media.put(`${folder}/${key}.png`, png);
  // Its WebP variants are made now, in the background: the first page to show it finds them ready.
  void mediaVariants(media).makeAll(folder, key);
  return `/media/${folder}/${key}.png`;
}

function failure(error: unknown): ImageOutcome {
  return { ok: false, reason: error instanceof Error ? error.message : String(error) };
}

/** Embedded default: procedural artwork rendered to PNG, no key, no network. */
export function createProceduralImageMaker(media: MediaStore): ImageMaker {
  return {
    kind: 'procedural',
    async recipeImage(request) {
      try {
        const svg = recipeArtwork({
          title: request.title,
          recipeType: request.recipeType,
          theme: request.theme,
          rarity: request.rarity,
          ingredients: [...request.mainIngredients],
        });
        return { ok: true, url: await store(media, 'recipes', request.key, renderPng(svg, ARTWORK_WIDTH)) };
      } catch (error) {
        return failure(error);
      }
    },
    async portrait(request) {
      try {
        const svg = heroPortrait({
          race: request.race,
          heroClass: request.heroClass,
          gender: request.gender,
          seed: request.key,
        });
        return { ok: true, url: await store(media, 'portraits', request.key, renderPng(svg, 600)) };
      } catch (error) {
        return failure(error);
      }
    },
  };
}

const BIOME_SCENES: Record<Theme, string> = {
  'snowy-mountain': 'a snowy mountain lodge with a warm hearth',
  'dragons-lair': "a dragon's lair glowing with embers and gold",
  'mystic-forest': 'an enchanted forest glade with glowing mushrooms',
  'coastal-cove': 'a sunlit coastal cove with turquoise sea',
  'desert-oasis': 'a desert oasis with palms at sunset',
  'underground-cavern': 'a crystal cavern lit by lanterns',
};

/** Any OpenAI-compatible images API; a failed call is reported, never thrown. */
export function createModelImageMaker(options: { client: OpenAI; model: string; media: MediaStore }): ImageMaker {
  async function generate(prompt: string, size: '1536x1024' | '1024x1024') {
    const result = await options.client.images.generate({ model: options.model, prompt, size, n: 1 });
    const b64 = result.data?.[0]?.b64_json;
    if (!b64) throw new Error('The image answer held no image.');
    return Buffer.from(b64, 'base64');
  }
  return {
    kind: 'model',
    async recipeImage(request) {
      try {
        const prompt = `Appetising food illustration of ${request.dish} (${request.recipeType}), served in ${BIOME_SCENES[request.theme]}, with ${request.mainIngredients.join(', ')} visible. Painterly fantasy style, warm light, a ${request.rarity} ornamental frame. No text.`;
        return {
          ok: true,
          url: await store(options.media, 'recipes', request.key, await generate(prompt, '1536x1024')),
        };
      } catch (error) {
        return failure(error);
      }
    },
    async portrait(request) {
      try {
        const prompt = `Fantasy portrait bust of a ${request.gender.toLowerCase()} ${request.race} ${request.heroClass}, friendly expression, painterly style, ornamental frame. No text.`;
        return {
          ok: true,
          url: await store(options.media, 'portraits', request.key, await generate(prompt, '1024x1024')),
        };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
