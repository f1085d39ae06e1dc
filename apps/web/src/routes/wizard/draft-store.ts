import type { WizardDraft } from '../../data/tome-db.ts';
import { initialChoices, restoreStep, sanitizeChoices, type DraftChoices, type WizardStep } from './wizard-rules.ts';

/** One wizard in progress per database: the signed-in user's tome, or the visitor's guest database. */
export const WIZARD_DRAFT_ID = 'wizard';

/** Where a wizard draft is kept: a Dexie table (the tome's, the guest database's) or one that stands for it. */
export interface DraftTable {
  get(id: string): PromiseLike<WizardDraft | undefined>;
  put(draft: WizardDraft): PromiseLike<unknown>;
  delete(id: string): PromiseLike<void>;
}

export interface RestoredDraft {
  choices: DraftChoices;
  step: number;
}

/**
 * The wizard as it was left, or a fresh one. A member without a draft of their own takes over the
 * one they started as a visitor (the usual path: trial used up, then register), once.
 *
 * @example
 * const { choices, step } = await restoreDraft(tome.db.drafts, wizardSteps(true), guestDb().drafts)
 */
export async function restoreDraft(
  table: DraftTable,
  steps: readonly WizardStep[],
  adoptFrom?: DraftTable,
): Promise<RestoredDraft> {
  let found: WizardDraft | undefined;
  try {
    found = await table.get(WIZARD_DRAFT_ID);
    if (!found && adoptFrom) {
      found = await adoptFrom.get(WIZARD_DRAFT_ID);
      if (found) {
        await table.put({ ...found, updatedAt: new Date().toISOString() });
        await adoptFrom.delete(WIZARD_DRAFT_ID);
      }
    }
  } catch (error) {
    // Private modes and blocked storage: the wizard still works, it just cannot remember.
    console.warn('The wizard draft could not be read; starting afresh:', error);
  }
  if (!found) return { choices: initialChoices(), step: 0 };
  const choices = sanitizeChoices(found.choices);
  return { choices, step: restoreStep(found.step, steps, choices) };
}

export async function saveDraft(table: DraftTable, choices: DraftChoices, step: number): Promise<void> {
  try {
    await table.put({ id: WIZARD_DRAFT_ID, choices, step, updatedAt: new Date().toISOString() });
  } catch (error) {
    console.warn('The wizard draft could not be saved:', error);
  }
}

export async function clearDraft(table: DraftTable): Promise<void> {
  try {
    await table.delete(WIZARD_DRAFT_ID);
  } catch (error) {
    console.warn('The wizard draft could not be cleared:', error);
  }
}
