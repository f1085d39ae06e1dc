import { ProfilePatchBody, VALIDATION, type Profile } from '@feastforge/domain';

/** The edit form's fields as the inputs hold them ('' means not chosen). */
export interface HeroProfileValues {
  displayName: string;
  race: string;
  characterClass: string;
  gender: string;
}

/** The form's starting values from the stored profile. */
export function profileFormValues(
  profile: Pick<Profile, 'displayName' | 'race' | 'characterClass' | 'gender'>,
): HeroProfileValues {
  return {
    displayName: profile.displayName ?? '',
    race: profile.race ?? '',
    characterClass: profile.characterClass ?? '',
    gender: profile.gender ?? '',
  };
}

export type HeroProfileErrors = Partial<Record<keyof HeroProfileValues, string>>;

/**
 * The `profile.update` arguments for the form's values, checked with the same schema the server
 * uses, or the first error of each field. A blank name keeps the current one (a hero always has
 * a name once chosen); blank choices are cleared.
 *
 * @example
 * profilePatch({ displayName: 'Brom', race: 'Dwarf', characterClass: '', gender: 'other' })
 * // { ok: true, patch: { displayName: 'Brom', race: 'Dwarf', characterClass: null, gender: 'other' } }
 */
export function profilePatch(
  values: HeroProfileValues,
): { ok: true; patch: ProfilePatchBody } | { ok: false; errors: HeroProfileErrors } {
  const candidate: Record<string, string | null> = {
    ...(values.displayName.trim() ? { displayName: values.displayName } : {}),
    race: values.race || null,
    characterClass: values.characterClass || null,
    gender: values.gender || null,
  };
  const parsed = ProfilePatchBody.safeParse(candidate);
  if (parsed.success) return { ok: true, patch: parsed.data };
  const errors: HeroProfileErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

function isField(key: unknown): key is keyof HeroProfileValues {
  return key === 'displayName' || key === 'race' || key === 'characterClass' || key === 'gender';
}

/**
 * Why a portrait cannot be painted yet (spec: it needs race and class), or null when it can.
 *
 * @example
 * portraitBlocker({ race: 'Elf', characterClass: null }) // 'Please select both race and class'
 */
export function portraitBlocker(profile: Pick<Profile, 'race' | 'characterClass'>): string | null {
  return profile.race && profile.characterClass ? null : VALIDATION.portraitNeeds;
}
