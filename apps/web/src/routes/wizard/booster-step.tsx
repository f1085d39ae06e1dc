import { DEFAULT_MANA_COST } from '@feastforge/domain';
import { Gem } from 'lucide-react';
import { ChoiceCard, ChoiceGroup } from './choice-card.tsx';
import { RarityBonusTip } from './rarity-bonus-tip.tsx';
import type { StepProps } from './step-props.ts';
import { BOOSTER_CHOICES } from './wizard-catalog.ts';
import { boosterEffect } from './wizard-rules.ts';

interface BoosterStepProps extends StepProps {
  /** Unknown until the profile has loaded once on this device. */
  balance: number | undefined;
  level: number;
}

/** Signed-in only: the booster by cost, what it guarantees, and the player's level bonus. */
export function BoosterStep({ choices, update, labelledBy, balance, level }: BoosterStepProps) {
  const cost = choices.manaCost ?? DEFAULT_MANA_COST;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {balance !== undefined && (
          <p className="inline-flex items-center gap-2 text-fg">
            <Gem aria-hidden className="size-4 text-accent" />
            Your balance: <strong className="tabular-nums">{balance} mana</strong>
          </p>
        )}
        <RarityBonusTip level={level} />
      </div>
      <ChoiceGroup labelledBy={labelledBy} className="lg:grid-cols-4">
        {BOOSTER_CHOICES.map((booster) => (
          <ChoiceCard
            key={booster.id}
            group="manaCost"
            value={booster.id}
            name={booster.name}
            icon={booster.icon}
            art={booster.id === 'standard' ? undefined : booster.id}
            checked={cost === booster.cost}
            onSelect={() => update({ manaCost: booster.cost })}
          >
            <span className="font-semibold text-fg tabular-nums">{booster.cost} mana</span>
            <span>{boosterEffect(booster.floor)}</span>
            {balance !== undefined && balance < booster.cost && (
              <span className="font-semibold text-danger">More than your balance</span>
            )}
          </ChoiceCard>
        ))}
      </ChoiceGroup>
    </div>
  );
}
