import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { GuestDb } from '../../data/guest-db.ts';
import { TomeDb } from '../../data/tome-db.ts';
import { clearDraft, restoreDraft, saveDraft, WIZARD_DRAFT_ID } from './draft-store.ts';
import { initialChoices, wizardSteps } from './wizard-rules.ts';

const fresh = () => {
  const options = { indexedDB: new IDBFactory(), IDBKeyRange };
  return { guest: new GuestDb(options), tome: new TomeDb('cook-1', options) };
};

describe('wizard draft store', () => {
  it('starts afresh without a draft, and restores a saved one on its step', async () => {
    const { guest } = fresh();
    const steps = wizardSteps(false);
    expect(await restoreDraft(guest.drafts, steps)).toEqual({ choices: initialChoices(), step: 0 });

    const choices = { ...initialChoices(), theme: 'dragons-lair', characterClass: 'ranger' } as const;
    await saveDraft(guest.drafts, choices, 2);
    expect(await restoreDraft(guest.drafts, steps)).toEqual({ choices, step: 2 });

    await clearDraft(guest.drafts);
    expect(await guest.drafts.get(WIZARD_DRAFT_ID)).toBeUndefined();
  });

  it('lets a member take over the wizard they began as a visitor, once', async () => {
    const { guest, tome } = fresh();
    const choices = { ...initialChoices(), theme: 'mystic-forest' } as const;
    await saveDraft(guest.drafts, choices, 1);

    const restored = await restoreDraft(tome.drafts, wizardSteps(true), guest.drafts);
    expect(restored).toEqual({ choices, step: 1 });
    expect(await tome.drafts.get(WIZARD_DRAFT_ID)).toMatchObject({ choices, step: 1 });
    expect(await guest.drafts.get(WIZARD_DRAFT_ID)).toBeUndefined();
  });

  it("keeps a member's own draft over a visitor's", async () => {
    const { guest, tome } = fresh();
    await saveDraft(guest.drafts, { ...initialChoices(), theme: 'mystic-forest' }, 1);
    await saveDraft(tome.drafts, { ...initialChoices(), theme: 'desert-oasis' }, 1);
    const restored = await restoreDraft(tome.drafts, wizardSteps(true), guest.drafts);
    expect(restored.choices.theme).toBe('desert-oasis');
  });
});
