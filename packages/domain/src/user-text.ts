import { z } from 'zod';

/**
 * Characters a reader can't see but that change what they see or what a program does with the
 * text: controls (Cc, NUL included), format characters (Cf: bidi overrides, embeddings and
 * isolates, zero-width spaces and joiners, soft hyphen, tag characters), lone surrogates (Cs),
 * line and paragraph separators, and the blank letters that fonts draw as nothing (Hangul fillers,
 * the halfwidth filler, the blank Braille pattern).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u;
/**
 * Most combining marks one character may carry. Real writing stacks two or three; more is 'Zalgo'
 * text that draws over the lines around it. The emoji presentation selector is not counted.
 */
const MAX_MARKS_PER_CHARACTER = 4;
const MARK = /(?!\uFE0F)\p{M}/gu;
/**
 * A zero-width joiner between two pictographs draws one emoji (family, profession, flag-like
 * sequences); it is part of a visible character, so it is allowed there and nowhere else.
 */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*)\u200D(?=\p{Extended_Pictographic})/gu;
/** Something that draws ink: not a space, a mark on nothing, or a hidden character. */
const VISIBLE = /[^\p{White_Space}\p{M}\p{Cc}\p{Cf}\p{Cs}]/u;

let segmenter: Intl.Segmenter | undefined;
/** Made on first use, so importing the domain never fails where Intl.Segmenter is missing. */
function graphemes(text: string) {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter.segment(text);
}

/**
 * Length as a reader counts it: one per grapheme cluster, so 'é' written as e + a combining
 * accent, or a family emoji, counts once.
 *
 * @example
 * visibleLength('Bru\u0308nhild') // 8
 */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of graphemes(text)) count++;
  return count;
}

/** True when one character of `text` carries more combining marks than writing ever needs. */
export function hasStackedMarks(text: string): boolean {
  for (const { segment } of graphemes(text)) {
    if ((segment.match(MARK)?.length ?? 0) > MAX_MARKS_PER_CHARACTER) return true;
  }
  return false;
}

/** True when `text` holds a character {@link UserTextSchema} refuses. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text.replace(EMOJI_JOINER, ''));
}

/**
 * Free text a user sets and others may see (a display name, a code): trimmed and NFC-normalised,
 * so the same name typed on two keyboards is stored once; hidden characters refused, since they
 * let a name pose as another or reorder the text around it; at least one visible character; at
 * most `max` visible characters.
 *
 * @example
 * const DisplayNameSchema = UserTextSchema('Display name', 60)
 * DisplayNameSchema.parse(' Bru\u0308nhild ') // 'Brünhild' (one code point for ü)
 * DisplayNameSchema.safeParse('evil\u202Egnp').error?.issues[0]?.message
 * // "Display name can't contain control or invisible formatting characters."
 */
export function UserTextSchema(label: string, max: number, messages: { empty?: string } = {}) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .transform((text) => text.normalize('NFC'))
    .refine((text) => !hasHiddenCharacters(text), {
      message: `${label} can't contain control or invisible formatting characters.`,
      abort: true,
    })
    .refine((text) => VISIBLE.test(text), {
      message: messages.empty ?? `${label} cannot be empty`,
      abort: true,
    })
    .refine((text) => !hasStackedMarks(text), {
      message: `${label} can't stack more than ${MAX_MARKS_PER_CHARACTER} accents on one letter.`,
      abort: true,
    })
    .refine((text) => visibleLength(text) <= max, { message: `${label} must be at most ${max} characters` });
}
