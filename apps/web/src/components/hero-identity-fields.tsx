import { GENDERS, HERO_CLASSES, HERO_RACES } from '@feastforge/domain';
import { SelectField } from './ui/select-field.tsx';

/** The hero's choices from the spec's lists ('' while not chosen). */
export type HeroIdentity = Record<'race' | 'characterClass' | 'gender', string>;

// Genders are stored lower-cased; the lists show them as the spec names them.
const GENDER_OPTIONS = GENDERS.map((label) => ({ value: label.toLowerCase(), label }));

/**
 * Race, class and gender as the register form and the hero card's Edit Profile ask for them.
 *
 * @example
 * <HeroIdentityFields idPrefix="register" values={values} onChange={(field, value) => set(field, value)} />
 */
export function HeroIdentityFields({
  idPrefix,
  values,
  onChange,
  className,
}: {
  idPrefix: string;
  values: HeroIdentity;
  onChange(field: keyof HeroIdentity, value: string): void;
  className?: string;
}) {
  return (
    <div className={className}>
      <SelectField
        id={`${idPrefix}-race`}
        label="Race"
        placeholder="Choose a race"
        options={HERO_RACES}
        value={values.race || undefined}
        onValueChange={(value) => onChange('race', value)}
      />
      <SelectField
        id={`${idPrefix}-class`}
        label="Class"
        placeholder="Choose a class"
        options={HERO_CLASSES}
        value={values.characterClass || undefined}
        onValueChange={(value) => onChange('characterClass', value)}
      />
      <SelectField
        id={`${idPrefix}-gender`}
        label="Gender"
        placeholder="Choose a gender"
        options={GENDER_OPTIONS}
        value={values.gender || undefined}
        onValueChange={(value) => onChange('gender', value)}
      />
    </div>
  );
}
