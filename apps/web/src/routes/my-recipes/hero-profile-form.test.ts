import { describe, expect, it } from 'vitest';
import { portraitBlocker, profileFormValues, profilePatch } from './hero-profile-form.ts';

describe('profilePatch', () => {
  it('sends the chosen fields and clears the blank ones', () => {
    expect(profilePatch({ displayName: ' Brom ', race: 'Dwarf', characterClass: '', gender: 'non-binary' })).toEqual({
      ok: true,
      patch: { displayName: 'Brom', race: 'Dwarf', characterClass: null, gender: 'non-binary' },
    });
  });

  it('keeps the current name when the field is left blank', () => {
    const result = profilePatch({ displayName: '   ', race: '', characterClass: 'Mage', gender: '' });
    expect(result).toEqual({ ok: true, patch: { race: null, characterClass: 'Mage', gender: null } });
  });

  it("answers each field's error, as the server would", () => {
    const result = profilePatch({ displayName: 'x'.repeat(61), race: 'Orc', characterClass: 'Mage', gender: 'male' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['displayName', 'race']);
    expect(result.errors.race).toBe('Please choose a race from the list');
  });
});

describe('portraitBlocker', () => {
  it('needs both race and class', () => {
    expect(portraitBlocker({ race: 'Elf', characterClass: null })).toBe('Please select both race and class');
    expect(portraitBlocker({ race: null, characterClass: 'Bard' })).toBe('Please select both race and class');
    expect(portraitBlocker({ race: 'Elf', characterClass: 'Bard' })).toBeNull();
  });
});

describe('profileFormValues', () => {
  it('starts from the stored profile, blanks for what is not chosen', () => {
    expect(profileFormValues({ displayName: null, race: 'Elf', characterClass: null, gender: 'female' })).toEqual({
      displayName: '',
      race: 'Elf',
      characterClass: '',
      gender: 'female',
    });
  });
});
