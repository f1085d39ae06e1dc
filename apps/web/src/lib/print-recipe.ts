import { FLOW_TOASTS, ingredientsFor, printableRecipeHtml, type RecipeData, type UnitSystem } from '@feastforge/domain';
import type { ApiClient } from '../api/api-client.ts';
import { notify } from './notify.ts';
import { stepsFor } from './steps-for.ts';

type PrintApi = Pick<ApiClient, 'imageDataUrl'>;

/** The servings and units the cook has chosen on the recipe page. */
export interface CooksChoice {
  servings: number;
  units: UnitSystem;
}

/** How long the print window waits for its image before printing without it. */
const IMAGE_WAIT_MS = 5_000;

/**
 * Opens the print view of a recipe in a new window and opens the print dialog on it. The page is
 * built here from the recipe this device has (so printing works offline) in the layout the
 * server's `/api/recipes/:id/print` sends, with the servings and units the cook chose on screen.
 * The dialog is opened from this page (ADR 021): the blank window inherits this page's
 * Content-Security-Policy, which rightly refuses an inline script in it.
 *
 * @example
 * await printRecipe(session.api, { id, recipeData }, { servings: 3, units: 'us' });
 */
export function printRecipe(
  api: PrintApi,
  recipe: { id: string; recipeData: RecipeData },
  choice?: CooksChoice,
): Promise<boolean> {
  return intoPrintWindow(async () => {
    const data = recipe.recipeData;
    const steps = choice ? stepsFor(data, choice.servings) : undefined;
    return printableRecipeHtml(choice ? asCooked(data, choice) : data, {
      ...(steps && !steps.follow ? { stepsWrittenFor: steps.writtenFor } : {}),
      recipeId: recipe.id,
      baseUrl: window.location.origin,
      // Inlined through this page (and so its worker's image cache): the blank print window has
      // no worker of its own to ask.
      imageUrl: data.image ? await api.imageDataUrl(data.image) : null,
    });
  });
}

/** The recipe as the cook sees it: the chosen servings and the ingredient lines and steps the page shows for them. */
export function asCooked(recipe: RecipeData, choice: CooksChoice): RecipeData {
  return {
    ...recipe,
    servings: choice.servings,
    ingredients: ingredientsFor(recipe, choice.servings, choice.units),
    instructions: stepsFor(recipe, choice.servings).steps,
  };
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
    await imagesSettled(popup.document);
    // A window the cook closed meanwhile would print nothing, silently.
    if (popup.closed) throw new Error('The print window was closed before it was printed');
    popup.focus();
    // Added after document.open(), which drops the listeners of the window it writes into.
    popup.addEventListener('afterprint', () => popup.close(), { once: true });
    // Chromium, Firefox and Safari all print a same-origin window when its opener asks; in
    // Chromium the call returns once the dialog has closed.
    popup.print();
    notify.success(FLOW_TOASTS.printReady, undefined, 'print-view');
    return true;
  } catch (error) {
    console.warn('Print view failed:', error);
    popup.close();
    notify.error(FLOW_TOASTS.printFailed.title, FLOW_TOASTS.printFailed.message, 'print-view');
    return false;
  }
}

/** Waits until every image of the page has loaded or failed (a printed page has no second chance). */
async function imagesSettled(document: Document): Promise<void> {
  const decoded = Promise.allSettled(Array.from(document.images, (image) => image.decode()));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
}
