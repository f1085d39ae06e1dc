import { describe, expect, it } from 'vitest';
import { DisplayNameSchema, ProfilePatchBody, RegisterBody } from './auth.ts';
import { UserTextSchema, visibleLength } from './user-text.ts';

const HIDDEN_MESSAGE = "Display name can't contain control or invisible formatting characters.";
const messageOf = (value: unknown) => DisplayNameSchema.safeParse(value).error?.issues[0]?.message;

describe('UserTextSchema', () => {
  it('stores the NFC form, trimmed', () => {
    const decomposed = ' Bru\u0308nhild ';
    const parsed = DisplayNameSchema.parse(decomposed);
    expect(parsed).toBe('Br\u00FCnhild');
    expect(parsed).toHaveLength(8);
  });

  it.each([
    ['NUL', 'Hob\u0000'],
    ['a newline', 'Hob\nAdmin'],
    ['right-to-left override U+202E', 'evil\u202Egnp.exe'],
    ['left-to-right embedding U+202A', '\u202AHob'],
    ['first strong isolate U+2068', 'Hob\u2068'],
    ['pop directional isolate U+2069', 'Hob\u2069'],
    ['a zero-width space inside', 'Ho\u200Bb'],
    ['a soft hyphen', 'Ho\u00ADb'],
    ['a lone high surrogate', 'Hob\uD800'],
    ['a lone low surrogate', '\uDC00Hob'],
    ['a line separator U+2028', 'Hob\u2028Admin'],
    ['the Hangul filler U+3164', 'Hob\u3164'],
    ['the halfwidth Hangul filler U+FFA0', '\uFFA0Hob'],
    ['the Hangul choseong filler U+115F', 'Ho\u115Fb'],
    ['the blank Braille pattern U+2800', 'Hob\u2800'],
  ])('refuses %s', (_name, value) => {
    expect(messageOf(value)).toBe(HIDDEN_MESSAGE);
  });

  it('refuses a name made only of zero-width characters or blank letters', () => {
    expect(messageOf('\u200B\u200C\u200D')).toBe(HIDDEN_MESSAGE);
    expect(messageOf('\u3164\u3164\u3164')).toBe(HIDDEN_MESSAGE);
  });

  it('refuses accents stacked past what writing needs (Zalgo text), whatever the length', () => {
    const stacked = "Display name can't stack more than 4 accents on one letter.";
    expect(messageOf(`e${'\u0301'.repeat(5000)}`)).toBe(stacked);
    expect(messageOf(`Hob${'\u0336'.repeat(5)}`)).toBe(stacked);
    // Four marks, Vietnamese, Devanagari and emoji with presentation selectors still pass.
    expect(DisplayNameSchema.safeParse(`e${'\u0301'.repeat(4)}`).success).toBe(true);
    expect(DisplayNameSchema.safeParse('Nguyễn Thị Ánh').success).toBe(true);
    expect(DisplayNameSchema.safeParse('क्षत्रिय').success).toBe(true);
    expect(DisplayNameSchema.safeParse('\u{1F468}\u200D\u2764\uFE0F\u200D\u{1F468} 1\uFE0F\u20E3').success).toBe(true);
  });

  it('needs at least one visible character', () => {
    expect(messageOf('   ')).toBe('Display name cannot be empty');
    expect(messageOf('\u0301\u0301')).toBe('Display name cannot be empty');
  });

  it('counts a letter with combining marks, and a joined emoji, as one character', () => {
    const accented = 'e\u0301\u0327';
    expect(visibleLength(accented)).toBe(1);
    expect(visibleLength('\u{1F468}\u200D\u{1F469}\u200D\u{1F467}')).toBe(1);
    expect(DisplayNameSchema.safeParse('\u{1F468}\u200D\u{1F469}\u200D\u{1F467} Hob').success).toBe(true);
    expect(DisplayNameSchema.safeParse(accented.repeat(60)).success).toBe(true);
    expect(messageOf(accented.repeat(61))).toBe('Display name must be at most 60 characters');
    expect(messageOf('a'.repeat(61))).toBe('Display name must be at most 60 characters');
  });

  it('allows a zero-width joiner only between pictographs', () => {
    expect(messageOf('Hob\u200D')).toBe(HIDDEN_MESSAGE);
    expect(messageOf('\u200D\u{1F468}')).toBe(HIDDEN_MESSAGE);
  });

  it('names the field it checks and uses a given empty message', () => {
    const Code = UserTextSchema('Promotion code', 5, { empty: 'Please enter a promotion code' });
    expect(Code.safeParse('\u0301').error?.issues[0]?.message).toBe('Please enter a promotion code');
    expect(Code.safeParse('AB\u200BC').error?.issues[0]?.message).toBe(
      "Promotion code can't contain control or invisible formatting characters.",
    );
  });
});

describe('free text in bodies', () => {
  it('refuses hidden characters in a new display name and promotion code, and keeps blanks as absent', () => {
    const base = { email: 'hob@example.com', password: 'Cauldron-Stew-42' };
    expect(RegisterBody.safeParse({ ...base, displayName: '\u202EboH' }).error?.issues[0]?.message).toBe(
      HIDDEN_MESSAGE,
    );
    expect(RegisterBody.safeParse({ ...base, promoCode: 'FEAST\u0000' }).error?.issues[0]?.message).toBe(
      "Promotion code can't contain control or invisible formatting characters.",
    );
    expect(RegisterBody.parse({ ...base, displayName: '   ', promoCode: ' ' })).toEqual(base);
  });

  it('refuses an empty or hidden display name on the profile', () => {
    expect(ProfilePatchBody.safeParse({ displayName: '' }).error?.issues[0]?.message).toBe(
      'Display name cannot be empty',
    );
    expect(ProfilePatchBody.safeParse({ displayName: '\u2066Hob' }).error?.issues[0]?.message).toBe(HIDDEN_MESSAGE);
  });
});
