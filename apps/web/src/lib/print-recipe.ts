import { printableRecipeHtml, type RecipeData } from '@feastforge/domain';
import { notify } from './notify.ts';

/** Texts of spec section 8 'Generation and recipes' and the success toasts. */
export const PRINT_TEXTS = {
  preparing: 'Preparing Print View',
  ready: 'Print Ready!',
  failed: { title: 'Export Failed', message: 'Failed to prepare print view. Please try again.' },
  blocked: 'Could not open print window. Please check your popup blocker.',
} as const;

/** An image that has not arrived by then is left out rather than holding the print back. */
const IMAGE_TIMEOUT_MS = 4_000;

/**
 * Opens the print view of a recipe in a new window, built here from the local copy so printing
 * works offline; the layout is the same one the server's `/api/recipes/:id/print` sends.
 *
 * @example
 * await printRecipe({ id, recipeData });
 */
export async function printRecipe(recipe: { id: string; recipeData: RecipeData }): Promise<boolean> {
  // Opened before any await: browsers only allow pop-ups straight from the click.
  const popup = window.open('', '_blank');
  if (!popup) {
    notify.error(PRINT_TEXTS.failed.title, PRINT_TEXTS.blocked);
    return false;
  }
  notify.info(PRINT_TEXTS.preparing, undefined, 'print-view');
  try {
    const imageUrl = await inlineImage(recipe.recipeData.image);
    const html = printableRecipeHtml(recipe.recipeData, {
      recipeId: recipe.id,
      baseUrl: window.location.origin,
      imageUrl,
      autoPrint: true,
    });
    popup.document.open();
    popup.document.write(html);
    popup.document.close();
    notify.success(PRINT_TEXTS.ready, undefined, 'print-view');
    return true;
  } catch (error) {
    console.warn('Print view failed:', error);
    popup.close();
    notify.error(PRINT_TEXTS.failed.title, PRINT_TEXTS.failed.message, 'print-view');
    return false;
  }
}

/**
 * The recipe image as a data URL, read through this page (and so through the service worker's
 * image cache when offline): the blank print window has no worker of its own to ask.
 */
async function inlineImage(src: string): Promise<string | null> {
  if (!src) return null;
  if (src.startsWith('data:image/')) return src;
  try {
    const response = await fetch(src, { signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS) });
    if (!response.ok) return null;
    const blob = await response.blob();
    return await new Promise<string | null>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}

/**
 * The online path for a recipe that is not in this device's tome (someone else's published
 * recipe): the server renders the same layout at `/api/recipes/:id/print`.
 */
export async function printRemoteRecipe(
  id: string,
  authFetch: (input: string, init?: RequestInit) => Promise<Response>,
): Promise<boolean> {
  const popup = window.open('', '_blank');
  if (!popup) {
    notify.error(PRINT_TEXTS.failed.title, PRINT_TEXTS.blocked);
    return false;
  }
  notify.info(PRINT_TEXTS.preparing, undefined, 'print-view');
  try {
    const response = await authFetch(`/api/recipes/${encodeURIComponent(id)}/print`);
    if (!response.ok) throw new Error(`print view answered ${response.status}`);
    const html = await response.text();
    popup.document.open();
    popup.document.write(html);
    popup.document.close();
    notify.success(PRINT_TEXTS.ready, undefined, 'print-view');
    return true;
  } catch (error) {
    console.warn('Print view failed:', error);
    popup.close();
    notify.error(PRINT_TEXTS.failed.title, PRINT_TEXTS.failed.message, 'print-view');
    return false;
  }
}
