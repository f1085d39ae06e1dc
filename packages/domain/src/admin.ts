import { z } from 'zod';
import { MANA_TRANSACTION_TYPES } from './mana.ts';
import { ADMIN_PAGE_SIZE, AdminPageQuery } from './promo-codes.ts';

/**
 * The admin console's contract (spec section 2 'Admin', sections 5, 6 and 8): what `/api/admin`
 * answers and accepts. Every route is behind one admin check: a visitor gets 401, a signed-in
 * cook who is not an admin 403.
 */

/** Texts of the admin console (spec sections 5 and 8). */
export const ADMIN_MESSAGES = {
  verifying: 'Verifying admin access...',
  invalidMana: 'Please enter a valid mana amount.',
  defaultManaDescription: 'Manually added by admin',
  loadStatsFailed: 'Failed to load the dashboard figures.',
  loadUsersFailed: 'Failed to load user profiles.',
  loadRecipesFailed: 'Failed to load recipes.',
  loadCodesFailed: 'Failed to load promotion codes.',
  loadTransactionsFailed: 'Failed to load user transactions.',
  loadUserRecipesFailed: 'Failed to load user recipes.',
  loadAuditFailed: 'Failed to load the audit log.',
  unpublishFailed: 'Failed to unpublish recipe.',
  resetSentTitle: 'Password Reset Sent',
  resetSent: (email: string) => `A password reset link is on its way to ${email}.`,
  resetFailed: 'Failed to send the reset email.',
  createCodeFailed: 'Failed to create promotion code.',
  toggleCodeFailed: 'Failed to update promotion code.',
  sitemapFailed: 'Failed to generate sitemap.',
  copyFailed: 'Failed to copy to clipboard.',
  onlyUnpublish: 'An admin can only unpublish a recipe: isPublished must be false.',
  addManaFailed: 'Failed to add mana. Please try again.',
  noTransactions: 'No transactions yet',
  noRecipes: 'No recipes generated yet',
  unnamed: 'Unnamed',
  unknownUser: 'Unknown User',
} as const;

/** Days the dashboard's chart covers, today included. */
export const ADMIN_STATS_DAYS = 30;
/** Transactions the User Details dialog lists (spec section 9). */
export const ADMIN_RECENT_TRANSACTIONS = 10;
/** Most mana one grant may add: the promotion codes' bound, well inside a 32-bit balance. */
export const ADMIN_MANA_MAX = 100_000;

/** One day of the dashboard's chart, `date` as 'YYYY-MM-DD' in UTC. */
export const AdminDaySchema = z.object({
  date: z.string(),
  generations: z.number().int(),
  signups: z.number().int(),
});

/** Answer of `GET /api/admin/stats`. */
export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalRecipes: z.number().int(),
  publishedRecipes: z.number().int(),
  /** Generations since midnight UTC. */
  generationsToday: z.number().int(),
  /** Mana credited by fulfilled purchases, less what refunds and disputes took back. */
  manaSold: z.number().int(),
  /** Mana admins added by hand. */
  manaGranted: z.number().int(),
  /** The last 30 days, oldest first, every day present (zeros included). */
  days: z.array(AdminDaySchema),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** The page envelope every admin table shares. */
export function adminPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    /** Exact count of rows the query matches. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.literal(ADMIN_PAGE_SIZE),
  });
}

/** Query of `GET /api/admin/users`: a page, and words found in the display name or email. */
export const AdminUserQuery = AdminPageQuery.extend({
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
});

/** A user as the Users tab lists them. */
export const AdminUserRowSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  manaBalance: z.number().int(),
  level: z.number().int(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;
export const AdminUserPageSchema = adminPageSchema(AdminUserRowSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** Users are named by their UUID. */
export const AdminUserIdParams = z.object({ id: z.guid('No such user.') });
/** Recipes are named by their UUID. */
export const AdminRecipeIdParams = z.object({ id: z.guid('No such recipe.') });

/** A ledger line as the User Details dialog lists it: `amount` is signed (a spend is negative). */
export const AdminTransactionSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  type: z.enum(MANA_TRANSACTION_TYPES),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminTransaction = z.infer<typeof AdminTransactionSchema>;

/** A recipe as the Recipes tab and the User Details dialog list it. */
export const AdminRecipeRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  authorId: z.string().nullable(),
  /** The author's display name; null when the author has none or is gone ('Unknown User'). */
  authorName: z.string().nullable(),
  isPublished: z.boolean(),
  createdAt: z.string(),
});
export type AdminRecipeRow = z.infer<typeof AdminRecipeRowSchema>;
export const AdminRecipePageSchema = adminPageSchema(AdminRecipeRowSchema);
export type AdminRecipePage = z.infer<typeof AdminRecipePageSchema>;

/** Answer of `GET /api/admin/users/{id}`: the User Details dialog. */
export const AdminUserDetailSchema = z.object({
  user: AdminUserRowSchema,
  /** The latest 10, newest first. */
  transactions: z.array(AdminTransactionSchema),
  /** All their recipes, newest first. */
  recipes: z.array(AdminRecipeRowSchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/**
 * Body of `POST /api/admin/users/{id}/mana`: a whole number of mana above 0 and an optional
 * description ('Manually added by admin' when empty).
 */
export const AddManaBody = z
  .object({
    amount: z
      .number({ error: ADMIN_MESSAGES.invalidMana })
      .int(ADMIN_MESSAGES.invalidMana)
      .positive(ADMIN_MESSAGES.invalidMana)
      .max(ADMIN_MANA_MAX, `Mana amount must be at most ${ADMIN_MANA_MAX}.`),
    description: z
      .string()
      .trim()
      .max(200, 'Description is at most 200 characters')
      .optional()
      .transform((text) => text || ADMIN_MESSAGES.defaultManaDescription),
  })
  .strict();
export type AddManaBody = z.input<typeof AddManaBody>;

/**
 * Body of `PATCH /api/admin/recipes/{id}`: an admin may only unpublish (spec section 6); publishing
 * is the author's choice, so `true` is refused.
 */
export const AdminRecipePatchBody = z
  .object({ isPublished: z.literal(false, { error: ADMIN_MESSAGES.onlyUnpublish }) })
  .strict();
export type AdminRecipePatchBody = z.input<typeof AdminRecipePatchBody>;

/** Answer of `POST /api/admin/users/{id}/mana`: the new balance and the ledger line written. */
export const AddManaResultSchema = z.object({
  balance: z.number().int(),
  transaction: AdminTransactionSchema,
});
export type AddManaResult = z.infer<typeof AddManaResultSchema>;

/** Answer of `POST /api/admin/sitemap`: the live `/sitemap.xml`, with the counts for the toast. */
export const AdminSitemapSchema = z.object({
  xml: z.string(),
  staticPages: z.number().int(),
  recipePages: z.number().int(),
});
export type AdminSitemap = z.infer<typeof AdminSitemapSchema>;

/** What an audit row records: every admin action that changes state. */
export const AUDIT_ACTIONS = [
  'mana_added',
  'promo_code_created',
  'promo_code_activated',
  'promo_code_deactivated',
  'recipe_unpublished',
  'password_reset_sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of the audit log: who did what to what, and when. Never updated or deleted. */
export const AuditRowSchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(['user', 'promo_code', 'recipe']),
  targetId: z.string(),
  /**
   * What the action carried, by action: mana_added `{ amount, description, transactionId }`;
   * promo_code_created `{ code, manaAmount, maxUses }`; promo_code_activated and
   * promo_code_deactivated `{ code }`; recipe_unpublished `{ title, authorId }`;
   * password_reset_sent `{}` (the target id alone: no email address is kept).
   */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;
export const AuditPageSchema = adminPageSchema(AuditRowSchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
