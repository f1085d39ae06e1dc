import type { DraftChoices } from './wizard-rules.ts';

/** What every step body gets from the wizard. */
export interface StepProps {
  choices: DraftChoices;
  update(patch: DraftChoices): void;
  /** The id of the step heading, which names the step's group. */
  labelledBy: string;
  /** The id of the step's error message while one is shown. */
  errorId?: string;
  /** The cook's standing larder, offered on the Dietary Needs step (members only). */
  standingLarder?: readonly string[] | undefined;
}
