import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, restoreDraft, saveDraft, type DraftTable, type RestoredDraft } from './draft-store.ts';
import { initialChoices, type DraftChoices, type WizardStep } from './wizard-rules.ts';

export type WizardDraftState = RestoredDraft & {
  update(patch: DraftChoices): void;
  goTo(step: number): void;
  /** Forgets the draft for good (the wizard has handed its choices on). */
  clear(): Promise<void>;
};

/** A wizard nobody has touched: where every visit starts until a saved draft says otherwise. */
const fresh = (): RestoredDraft => ({ choices: initialChoices(), step: 0 });

/**
 * The wizard's choices and step, restored from `table` and written back on every change. The
 * first step shows at once (the server renders it too) and a saved draft takes over when it has
 * been read, unless the user has already made a choice. Writes are tiny and user-paced, so each
 * goes straight to IndexedDB: a reload a moment after a click still finds it, and nothing here
 * needs the network.
 */
export function useWizardDraft(
  table: DraftTable,
  steps: readonly WizardStep[],
  adoptFrom?: DraftTable,
): WizardDraftState {
  const [draft, setDraft] = useState<RestoredDraft>(fresh);
  // Only what the user changed is written: opening the wizard alone leaves no draft behind.
  const changed = useRef(false);
  const finished = useRef(false);

  useEffect(() => {
    let cancelled = false;
    void restoreDraft(table, steps, adoptFrom).then((restored) => {
      if (!cancelled && !changed.current) setDraft(restored);
    });
    return () => {
      cancelled = true;
    };
  }, [table, steps, adoptFrom]);

  useEffect(() => {
    if (!changed.current || finished.current) return;
    void saveDraft(table, draft.choices, draft.step);
  }, [draft, table]);

  const update = useCallback((patch: DraftChoices) => {
    changed.current = true;
    setDraft((current) => ({ ...current, choices: { ...current.choices, ...patch } }));
  }, []);

  const goTo = useCallback((step: number) => {
    changed.current = true;
    setDraft((current) => ({ ...current, step }));
  }, []);

  const clear = useCallback(async () => {
    finished.current = true;
    await clearDraft(table);
  }, [table]);

  return { ...draft, update, goTo, clear };
}
