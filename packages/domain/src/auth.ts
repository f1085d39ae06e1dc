import { z } from 'zod';
import { isReferralCode } from './referral-code.ts';
import { GENDERS, HERO_CLASSES, HERO_RACES } from './enums.ts';
import { VALIDATION } from './messages.ts';
import { UserTextSchema } from './user-text.ts';
import { LarderSchema } from './larder/larder.ts';

/** Minimum password length of spec section 5; the form input uses it as `minLength` too. */
export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a huge body can't make the hasher work for nothing. */
export const PASSWORD_MAX_LENGTH = 128;

export const EmailSchema = z
  .string({ error: VALIDATION.email })
  .trim()
  .max(254, VALIDATION.email)
  .toLowerCase()
  .pipe(z.email({ error: VALIDATION.email }));

export const PasswordSchema = z
  .string({ error: VALIDATION.passwordMin })
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin)
  .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordTooLong);

/** Most visible characters a display name may have. */
export const DISPLAY_NAME_MAX_LENGTH = 60;

/** A hero's display name: visible text only, NFC-normalised (see {@link UserTextSchema}). */
export const DisplayNameSchema = UserTextSchema('Display name', DISPLAY_NAME_MAX_LENGTH);

/** Promotion code as typed: trimmed and upper-cased (spec section 5), at most 50 characters. */
export const PromoCodeSchema = UserTextSchema('Promotion code', 50, { empty: VALIDATION.promoEmpty }).transform(
  (code) => code.toUpperCase(),
);

/**
 * A referral code as it arrives from a link or cookie. Anything that can't be one is dropped
 * rather than refused: referral problems are logged, never shown (spec section 8), and must not
 * stop a sign-up.
 */
export const ReferralCodeSchema = z
  .string()
  .trim()
  .transform((code) => (isReferralCode(code) ? code.toUpperCase() : undefined));

/** Blank strings (and null) from optional form fields mean 'not chosen', as the web form sends them. */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string({ error: 'Expected text' })
    .nullish()
    .transform((v) => (v === null || v?.trim() === '' ? undefined : v))
    .pipe(schema.optional());

export const RaceSchema = z.enum(HERO_RACES, { error: 'Please choose a race from the list' });
export const HeroClassSchema = z.enum(HERO_CLASSES, { error: 'Please choose a class from the list' });
/** Gender is chosen from the display list and stored lower-case (spec section 3). */
const GENDER_VALUES = GENDERS.map((g) => g.toLowerCase()) as [string, ...string[]];
/** Accepts the display spelling or the stored one ('Non-binary' or 'non-binary'). */
export const GenderSchema = z
  .string({ error: 'Please choose a gender from the list' })
  .transform((g) => g.trim().toLowerCase())
  .pipe(z.enum(GENDER_VALUES, { error: 'Please choose a gender from the list' }));

export const LoginBody = z.object({
  email: EmailSchema,
  password: z
    .string({ error: VALIDATION.passwordMin })
    .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin)
    .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordTooLong),
});
export type LoginBody = z.input<typeof LoginBody>;

export const RegisterBody = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  displayName: optional(DisplayNameSchema),
  race: optional(RaceSchema),
  characterClass: optional(HeroClassSchema),
  gender: optional(GenderSchema),
  promoCode: optional(PromoCodeSchema),
  referralCode: optional(ReferralCodeSchema),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export const LogoutBody = z
  .object({
    scope: z.enum(LOGOUT_SCOPES, { error: "Scope must be 'global', 'local' or 'others'" }).default('local'),
  })
  .strict();
export type LogoutBody = z.input<typeof LogoutBody>;

export const PasswordResetBody = z.object({ email: EmailSchema });
export type PasswordResetBody = z.input<typeof PasswordResetBody>;

export const PasswordResetConfirmBody = z.object({
  token: z.string().min(1).max(200),
  password: PasswordSchema,
});
export type PasswordResetConfirmBody = z.input<typeof PasswordResetConfirmBody>;

/** The kinds of confirmation email there are: one, the sign-up confirmation. */
export const CONFIRMATION_TYPES = ['signup'] as const;

/**
 * 'Resend confirmation' (spec sections 5 and 7): an address and the kind of confirmation. Accounts
 * have no phone numbers here, so the address is what identifies one.
 */
export const ResendConfirmationBody = z
  .object({
    // An empty field is no address: the spec's message says what is missing.
    email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), EmailSchema.optional()),
    type: z.enum(CONFIRMATION_TYPES, { error: VALIDATION.resendNeeds }).optional(),
  })
  .transform(({ email, type }, ctx) => {
    if (email !== undefined && type !== undefined) return { email, type };
    ctx.addIssue({ code: 'custom', message: VALIDATION.resendNeeds });
    return z.NEVER;
  });
export type ResendConfirmationBody = z.input<typeof ResendConfirmationBody>;

/** Following a confirmation link: its token, read from the link's fragment. */
export const VerifyEmailBody = z.object({ token: z.string().min(1).max(200) });
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>;

export const ProfilePatchBody = z
  .object({
    displayName: DisplayNameSchema,
    race: RaceSchema.nullable(),
    characterClass: HeroClassSchema.nullable(),
    gender: GenderSchema.nullable(),
    /** The standing larder: staples the cook keeps, offered in the wizard's larder field. */
    larder: LarderSchema,
  })
  .partial()
  .strict();
export type ProfilePatchBody = z.input<typeof ProfilePatchBody>;

/** The signed-in user's profile as the API returns it. */
export const ProfileSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  race: z.string().nullable(),
  characterClass: z.string().nullable(),
  gender: z.string().nullable(),
  heroPortraitUrl: z.string().nullable(),
  level: z.number().int(),
  currentXp: z.number().int(),
  totalXp: z.number().int(),
  manaBalance: z.number().int(),
  referralCode: z.string(),
  createdAt: z.string(),
  /** The standing larder as food ids; profiles stored before it existed have none. */
  larder: z.array(z.string()).optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const MeSchema = z.object({
  /** `emailVerified` turns true once the owner followed a confirmation link. */
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() }),
  profile: ProfileSchema,
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;

/** Answer of register, login, refresh and reset confirm: a short-lived access token and the user. */
export const SessionSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.number().int(),
  me: MeSchema,
});
export type Session = z.infer<typeof SessionSchema>;
