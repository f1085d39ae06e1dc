import { ChoiceCard, ChoiceGroup } from './choice-card.tsx';
import type { StepProps } from './step-props.ts';
import { BIOMES, CLASSES, RECIPE_TYPE_CHOICES, type ChoiceInfo } from './wizard-catalog.ts';

interface ChoiceListProps<V extends string> extends Pick<StepProps, 'labelledBy' | 'errorId'> {
  group: string;
  items: readonly ChoiceInfo<V>[];
  selected: V | undefined;
  onSelect(value: V): void;
  /** Each item brings its own art (biomes, classes) or all share the house parchment (types). */
  ownArt?: boolean;
  layout?: 'tile' | 'row';
}

function ChoiceList<V extends string>({
  group,
  items,
  selected,
  onSelect,
  ownArt = true,
  layout,
  labelledBy,
  errorId,
}: ChoiceListProps<V>) {
  return (
    <ChoiceGroup labelledBy={labelledBy} describedBy={errorId} invalid={errorId !== undefined}>
      {items.map((item) => (
        <ChoiceCard
          key={item.value}
          group={group}
          value={item.value}
          name={item.name}
          line={item.line}
          icon={item.icon}
          art={ownArt ? item.value : undefined}
          layout={layout}
          checked={selected === item.value}
          onSelect={() => onSelect(item.value)}
        />
      ))}
    </ChoiceGroup>
  );
}

export function BiomeStep({ choices, update, ...group }: StepProps) {
  return (
    <ChoiceList
      group="theme"
      items={BIOMES}
      selected={choices.theme}
      onSelect={(theme) => update({ theme })}
      {...group}
    />
  );
}

export function ClassStep({ choices, update, ...group }: StepProps) {
  return (
    <ChoiceList
      group="characterClass"
      items={CLASSES}
      selected={choices.characterClass}
      onSelect={(characterClass) => update({ characterClass })}
      {...group}
    />
  );
}

export function RecipeTypeStep({ choices, update, ...group }: StepProps) {
  return (
    <ChoiceList
      group="recipeType"
      items={RECIPE_TYPE_CHOICES}
      selected={choices.recipeType}
      onSelect={(recipeType) => update({ recipeType })}
      ownArt={false}
      layout="row"
      {...group}
    />
  );
}
