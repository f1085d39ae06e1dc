import { assertNever, DEFAULT_MANA_COST } from '@feastforge/domain';
import { Hourglass } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { GenerationRequestState } from '../recipe/generation/generation-state.ts';
import { BoosterStep } from './booster-step.tsx';
import { BiomeStep, ClassStep, RecipeTypeStep } from './choice-steps.tsx';
import { DietaryStep } from './dietary-step.tsx';
import type { DraftTable } from './draft-store.ts';
import { InsufficientManaCard } from './insufficient-mana-card.tsx';
import { PartySizeStep } from './party-size-step.tsx';
import type { StepProps } from './step-props.ts';
import { TrialOverlay } from './trial-overlay.tsx';
import { useWizardDraft } from './use-wizard-draft.ts';
import { STEP_ERROR_ID, STEP_TITLE_ID, WizardFrame } from './wizard-frame.tsx';
import {
  finalChoices,
  insufficientMana,
  isStepValid,
  nextLabel,
  restoreStep,
  stepError,
  trialsLeftText,
  wizardSteps,
  type DraftChoices,
  type StepId,
} from './wizard-rules.ts';

/** Who is conjuring: a visitor spends trials, a member spends mana. */
export type WizardAccount =
  | { kind: 'visitor'; trialsLeft: number | null }
  | { kind: 'member'; balance: number | undefined; level: number; standingLarder?: readonly string[] | undefined };

interface WizardProps {
  drafts: DraftTable;
  /** A draft to take over when `drafts` has none (a visitor's, after signing in). */
  adoptFrom?: DraftTable;
  account: WizardAccount;
  /**
   * Before the session is known (and as the server renders /wizard): the first step shows, inert,
   * so the page paints at once; the wizard that takes over in the same place moves nothing.
   */
  pending?: boolean;
}

/** The wizard's flow: steps, validity, the draft, and handing the choices to /recipe. */
export function Wizard({ drafts, adoptFrom, account, pending = false }: WizardProps) {
  const member = account.kind === 'member';
  const steps = wizardSteps(member);
  const draft = useWizardDraft(drafts, steps, adoptFrom);
  const navigate = useNavigate();
  const [triedInvalid, setTriedInvalid] = useState(false);
  const [trialOpen, setTrialOpen] = useState(false);
  const [manaCardOpen, setManaCardOpen] = useState(false);

  const { choices, step: index } = draft;
  const step = steps[index] ?? steps[0];
  if (!step) return null;
  const valid = isStepValid(step.id, choices);
  const isLast = index === steps.length - 1;
  const balance = member ? account.balance : undefined;
  const shortfall = member ? insufficientMana(balance, choices.manaCost ?? DEFAULT_MANA_COST) : null;

  const generate = () => {
    const final = finalChoices(choices, member);
    if (!final) {
      // Only a damaged draft gets here: send the user to the step that still needs a choice.
      draft.goTo(restoreStep(steps.length, steps, choices));
      return;
    }
    const state = { generate: final, idempotencyKey: crypto.randomUUID() } satisfies GenerationRequestState;
    void navigate('/recipe', { state });
    void draft.clear();
  };

  const onNext = () => {
    if (!valid) {
      setTriedInvalid(true);
      return;
    }
    setTriedInvalid(false);
    if (!isLast) draft.goTo(index + 1);
    else if (!member) setTrialOpen(true);
    else if (shortfall) setManaCardOpen(true);
    else generate();
  };

  const onBack = () => {
    setTriedInvalid(false);
    if (index === 0) void navigate('/');
    else draft.goTo(index - 1);
  };

  const update = (patch: DraftChoices) => {
    draft.update(patch);
    if (patch.manaCost !== undefined) setManaCardOpen(insufficientMana(balance, patch.manaCost) !== null);
  };

  const error = triedInvalid && !valid ? stepError(step.id) : null;
  const props: StepProps = {
    choices,
    update,
    labelledBy: STEP_TITLE_ID,
    errorId: error ? STEP_ERROR_ID : undefined,
    standingLarder: account.kind === 'member' ? account.standingLarder : undefined,
  };

  return (
    <>
      <WizardFrame
        steps={steps}
        index={index}
        nextLabel={nextLabel(isLast, member)}
        canContinue={valid}
        error={error}
        onBack={onBack}
        onNext={onNext}
        pending={pending}
        note={
          account.kind === 'visitor' && account.trialsLeft !== null ? (
            <TrialNote left={account.trialsLeft} />
          ) : undefined
        }
        alert={
          step.id === 'booster' &&
          shortfall &&
          manaCardOpen && <InsufficientManaCard message={shortfall} onDismiss={() => setManaCardOpen(false)} />
        }
      >
        {renderStep(step.id, props, account)}
      </WizardFrame>
      {account.kind === 'visitor' && (
        <TrialOverlay
          open={trialOpen}
          onOpenChange={setTrialOpen}
          trialsLeft={account.trialsLeft}
          onGenerate={generate}
        />
      )}
    </>
  );
}

function renderStep(id: StepId, props: StepProps, account: WizardAccount): ReactNode {
  switch (id) {
    case 'biome':
      return <BiomeStep {...props} />;
    case 'class':
      return <ClassStep {...props} />;
    case 'type':
      return <RecipeTypeStep {...props} />;
    case 'party':
      return <PartySizeStep {...props} />;
    case 'dietary':
      return <DietaryStep {...props} />;
    case 'booster':
      return account.kind === 'member' ? (
        <BoosterStep {...props} balance={account.balance} level={account.level} />
      ) : null;
    default:
      return assertNever(id);
  }
}

function TrialNote({ left }: { left: number }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-accent-soft px-3 py-1 text-sm font-semibold text-fg">
      <Hourglass aria-hidden className="size-4 text-accent" />
      {trialsLeftText(left)}
    </p>
  );
}
