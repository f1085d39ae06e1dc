import { expect, type Page } from '@playwright/test';

export interface WizardRun {
  biome?: string;
  hero?: string;
  course?: string;
  /** Dietary needs to tick, by their names on the step ('Vegan', 'Gluten-Free'). */
  dietary?: readonly string[];
  /** Foods to type into 'From your larder', each chosen with Enter from the suggestions. */
  larder?: readonly string[];
  /** Signed-in users only: 'Standard', 'Silver', 'Gold' or 'Epic'. */
  booster?: string;
  /** Another server's origin (tests with a deployment of their own). */
  origin?: string;
}

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
/** The radios sit inside their cards; a cook picks one by keyboard here (a click on the card works too). */
export async function choose(page: Page, name: string) {
  await radio(page, name).focus();
  await page.keyboard.press('Space');
  await expect(radio(page, name)).toBeChecked();
}
const next = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/**
 * Opens /wizard and waits until it takes input: the server's first step stays inert (`aria-busy`)
 * until the browser knows who is there.
 */
export async function openWizard(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/wizard`);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Biome' })).toBeVisible();
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
}

/** Types a food into a larder field and takes the first suggestion with Enter. */
export async function addLarderFood(page: Page, field: string, typed: string): Promise<void> {
  const input = page.getByRole('combobox', { name: new RegExp(`^${field}`) });
  const chosen = page.getByRole('list', { name: new RegExp(`^${field}: \\d+ chosen$`) }).getByRole('listitem');
  const before = await chosen.count();
  await input.fill(typed);
  await expect(page.getByRole('option').first()).toBeVisible();
  await input.press('Enter');
  await expect(chosen).toHaveCount(before + 1);
  await expect(input).toHaveValue('');
}

/** Walks the wizard as a cook would and presses Generate Recipe (through the trial card for visitors). */
export async function conjure(page: Page, run: WizardRun = {}): Promise<void> {
  await openWizard(page, run.origin);
  await choose(page, run.biome ?? 'Coastal Cove');
  await next(page).click();
  await choose(page, run.hero ?? 'Bard');
  await next(page).click();
  await choose(page, run.course ?? 'Main Course');
  await next(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Party Size' })).toBeVisible();
  await next(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Dietary Needs' })).toBeVisible();
  for (const need of run.dietary ?? []) {
    const box = page.getByRole('checkbox', { name: need, exact: true });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  for (const food of run.larder ?? []) await addLarderFood(page, 'From your larder', food);
  if (run.booster) {
    await next(page).click();
    await choose(page, run.booster);
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
  } else {
    await next(page).click();
    await page
      .getByRole('dialog', { name: 'Free Trial Recipe' })
      .getByRole('button', { name: 'Generate Recipe' })
      .click();
  }
}
