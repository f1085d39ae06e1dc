import { FLOW_TOASTS, printableRecipeHtml, type RecipeData } from '@feastforge/domain';
import type { ApiClient } from '../api/api-client.ts';
import { notify } from './notify.ts';

type PrintApi = Pick<ApiClient, 'imageDataUrl' | 'recipes'>;

/**
 * Opens the print view of a recipe in a new window, built here from the local copy so printing
 * works offline; the layout is the same one the server's `/api/recipes/:id/print` sends.
 *
 * @example
 * await printRecipe(session.api, { id, recipeData });
 */
export function printRecipe(api: PrintApi, recipe: { id: string; recipeData: RecipeData }): Promise<boolean> {
  return intoPrintWindow(async () =>
    printableRecipeHtml(recipe.recipeData, {
      recipeId: recipe.id,
      baseUrl: window.location.origin,
      // Inlined through this page (and so its worker's image cache): the blank print window has
      // no worker of its own to ask.
      imageUrl: recipe.recipeData.image ? await api.imageDataUrl(recipe.recipeData.image) : null,
      autoPrint: true,
    }),
  );
}

/**
 * The online path for a recipe that is not in this device's tome (someone else's published
 * recipe): the server renders the same layout at `/api/recipes/:id/print`.
 */
export function printRemoteRecipe(api: PrintApi, id: string): Promise<boolean> {
  return intoPrintWindow(() => api.recipes.printView(id));
}

async function intoPrintWindow(render: () => Promise<string>): Promise<boolean> {
  // Opened before any await: browsers only allow pop-ups straight from the click.
  const popup = window.open('', '_blank');
  if (!popup) {
    notify.error(FLOW_TOASTS.printFailed.title, FLOW_TOASTS.printBlocked);
    return false;
  }
  notify.info(FLOW_TOASTS.printPreparing, undefined, 'print-view');
  try {
    const html = await render();
    popup.document.open();
    popup.document.write(html);
    popup.document.close();
    notify.success(FLOW_TOASTS.printReady, undefined, 'print-view');
    return true;
  } catch (error) {
    console.warn('Print view failed:', error);
    popup.close();
    notify.error(FLOW_TOASTS.printFailed.title, FLOW_TOASTS.printFailed.message, 'print-view');
    return false;
  }
}
