import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { refreshBadges } from '../data/badge-store.ts';
import type { TomeDb } from '../data/tome-db.ts';
import { hallKey, type HallQuery } from '../routes/gallery/gallery-address.ts';

/**
 * Who a read is made for: a signed-in user's id, or 'visitor'. Answers that depend on who asks
 * are kept under it, so one cook's answers are never shown to another on the same device.
 */
export type Viewer = string;
/** The viewer of a read made without a session (`useViewer()` while nobody is signed in). */
export const VISITOR: Viewer = 'visitor';

/**
 * The keys of every server read. Two families:
 * - `['public', …]`: the same answer for everyone (home lists, Feast Hall pages, the badge
 *   catalogue). Only these are kept on the device for offline use (`persist.ts`).
 * - `['viewer', viewer, …]`: answers that depend on who asks; in memory only, and dropped when the
 *   signed-in user changes.
 *
 * @example
 * client.invalidateQueries({ queryKey: readKeys.hall }); // every Feast Hall view
 */
export const readKeys = {
  public: ['public'] as const,
  home: ['public', 'home'] as const,
  hall: ['public', 'hall'] as const,
  hallView: (query: HallQuery) => ['public', 'hall', hallKey(query)] as const,
  badgeCatalogue: ['public', 'badges'] as const,
  shopPackages: ['public', 'shop-packages'] as const,
  viewers: ['viewer'] as const,
  recipe: (viewer: Viewer, id: string) => ['viewer', viewer, 'recipe', id] as const,
  heroTome: (viewer: Viewer, userId: string) => ['viewer', viewer, 'hero-tome', userId] as const,
  chest: (viewer: Viewer) => ['viewer', viewer, 'chest'] as const,
  referrals: (viewer: Viewer) => ['viewer', viewer, 'referrals'] as const,
  badges: (viewer: Viewer) => ['viewer', viewer, 'badges'] as const,
  purchases: (viewer: Viewer) => ['viewer', viewer, 'purchases'] as const,
  /** Every read of the admin console (admins only). */
  admin: (viewer: Viewer) => ['viewer', viewer, 'admin'] as const,
  adminStats: (viewer: Viewer) => ['viewer', viewer, 'admin', 'stats'] as const,
  adminUsers: (viewer: Viewer) => ['viewer', viewer, 'admin', 'users'] as const,
  adminUserPage: (viewer: Viewer, page: number, search: string) =>
    ['viewer', viewer, 'admin', 'users', page, search] as const,
  adminUser: (viewer: Viewer, id: string) => ['viewer', viewer, 'admin', 'user', id] as const,
  adminRecipes: (viewer: Viewer) => ['viewer', viewer, 'admin', 'recipes'] as const,
  adminRecipePage: (viewer: Viewer, page: number) => ['viewer', viewer, 'admin', 'recipes', page] as const,
  adminCodes: (viewer: Viewer) => ['viewer', viewer, 'admin', 'promo-codes'] as const,
  adminCodePage: (viewer: Viewer, page: number) => ['viewer', viewer, 'admin', 'promo-codes', page] as const,
  adminAudit: (viewer: Viewer) => ['viewer', viewer, 'admin', 'audit'] as const,
  adminAuditPage: (viewer: Viewer, page: number) => ['viewer', viewer, 'admin', 'audit', page] as const,
  trials: (deviceId: string) => ['viewer', VISITOR, 'trials', deviceId] as const,
};

type Api = Pick<
  ApiClient,
  'home' | 'gallery' | 'recipes' | 'heroTome' | 'chest' | 'referrals' | 'badges' | 'shop' | 'admin'
>;

/**
 * The home page's carousel, latest cards and feature panel.
 *
 * @example
 * const { data } = useQuery(homeFeedRead(api));
 */
export const homeFeedRead = (api: Pick<Api, 'home'>) => queryOptions({ queryKey: readKeys.home, queryFn: api.home });

/**
 * One view of the Feast Hall. Each visit to a view asks again (a publish may have changed it);
 * the tab coming back into view does not, as a reader may be in the middle of the list.
 *
 * @example
 * useQuery({ ...hallRead(api, readHallQuery(params)), placeholderData: keepPreviousData });
 */
export const hallRead = (api: Pick<Api, 'gallery'>, query: HallQuery) =>
  queryOptions({
    queryKey: readKeys.hallView(query),
    queryFn: () => api.gallery({ ...query, search: query.search || null }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * A recipe by id: published ones for anyone, the viewer's own unpublished ones too.
 *
 * @example
 * client.getQueryData(recipeRead(api, VISITOR, id).queryKey) // the recipe a server-rendered page came with
 */
export const recipeRead = (api: Pick<Api, 'recipes'>, viewer: Viewer, id: string) =>
  queryOptions({ queryKey: readKeys.recipe(viewer, id), queryFn: () => api.recipes.get(id) });

/**
 * A hero's profile and recipes (unpublished ones too for the hero and admins).
 *
 * @example
 * useQuery({ ...heroTomeRead(api, viewer ?? VISITOR, userId), enabled: viewer !== null });
 */
export const heroTomeRead = (api: Pick<Api, 'heroTome'>, viewer: Viewer, userId: string) =>
  queryOptions({ queryKey: readKeys.heroTome(viewer, userId), queryFn: () => api.heroTome(userId) });

/**
 * Today's treasure chest of the signed-in user.
 *
 * @example
 * useQuery({ ...chestRead(api, cook.viewer), enabled: cook.signedIn });
 */
export const chestRead = (api: Pick<Api, 'chest'>, viewer: Viewer) =>
  queryOptions({ queryKey: readKeys.chest(viewer), queryFn: api.chest.status });

/**
 * The signed-in user's referral link and count.
 *
 * @example
 * useQuery({ ...referralsRead(api, cook.viewer), enabled: cook.signedIn });
 */
export const referralsRead = (api: Pick<Api, 'referrals'>, viewer: Viewer) =>
  queryOptions({ queryKey: readKeys.referrals(viewer), queryFn: api.referrals.summary });

/**
 * The badge catalogue as a visitor sees it: every badge, none unlocked. Kept under a public key,
 * so the unlocks of whoever asked never travel with it (a token adopted meanwhile would add them).
 *
 * @example
 * const { data: badges } = useQuery({ ...badgeCatalogueRead(api), enabled: viewer === VISITOR });
 */
export const badgeCatalogueRead = (api: Pick<Api, 'badges'>) =>
  queryOptions({
    queryKey: readKeys.badgeCatalogue,
    queryFn: async () =>
      (await api.badges.list()).badges.map((badge) => ({ ...badge, unlocked: false, unlockedAt: null })),
  });

/**
 * Brings this device's copy of the badge catalogue and the user's unlocks up to date (the screens
 * read that copy, so it works offline). Its value is the names unlocked since the copy was last
 * brought up to date.
 *
 * @example
 * useQuery(tomeBadgesRead(api, tome.db)); // the card then reads tome.db.badges
 */
export const tomeBadgesRead = (api: Pick<Api, 'badges'>, db: TomeDb) =>
  queryOptions({ queryKey: readKeys.badges(db.userId), queryFn: () => refreshBadges(db, api) });

/**
 * The Mana Shop's packages with their prices, the same for everyone (kept on the device, so the
 * shop shows them offline, where it cannot sell them).
 *
 * @example
 * const { data } = useQuery(shopPackagesRead(api)); // data.packages[1].popular === true
 */
export const shopPackagesRead = (api: Pick<Api, 'shop'>) =>
  queryOptions({ queryKey: readKeys.shopPackages, queryFn: api.shop.packages });

/**
 * The signed-in cook's purchases, newest first, with what became of each (refunds included).
 *
 * @example
 * useQuery({ ...purchasesRead(api, cook.viewer), enabled: cook.signedIn });
 */
export const purchasesRead = (api: Pick<Api, 'shop'>, viewer: Viewer) =>
  queryOptions({ queryKey: readKeys.purchases(viewer), queryFn: api.shop.purchases });

/**
 * The admin dashboard's figures and its 30 days of generations and sign-ups. It is also the
 * server's word on whether the viewer is an admin (401 or 403 otherwise), so it is never retried.
 *
 * @example
 * const stats = useQuery({ ...adminStatsRead(api, cook.viewer), enabled: cook.signedIn });
 */
export const adminStatsRead = (api: Pick<Api, 'admin'>, viewer: Viewer) =>
  queryOptions({ queryKey: readKeys.adminStats(viewer), queryFn: api.admin.stats, retry: false });

/**
 * One page of users, newest first, optionally only those whose name or email holds `q`.
 *
 * @example
 * useQuery({ ...adminUsersRead(api, viewer, 1, 'brisket'), placeholderData: keepPreviousData });
 */
export const adminUsersRead = (api: Pick<Api, 'admin'>, viewer: Viewer, page: number, search: string) =>
  queryOptions({
    queryKey: readKeys.adminUserPage(viewer, page, search),
    queryFn: () => api.admin.users(page, search),
  });

/**
 * A user's profile, latest 10 transactions and all their recipes (the User Details dialog).
 *
 * @example
 * useQuery(adminUserRead(api, viewer, userId));
 */
export const adminUserRead = (api: Pick<Api, 'admin'>, viewer: Viewer, id: string) =>
  queryOptions({ queryKey: readKeys.adminUser(viewer, id), queryFn: () => api.admin.user(id) });

/**
 * One page of every recipe, published or not, with its author.
 *
 * @example
 * useQuery({ ...adminRecipesRead(api, viewer, 2), placeholderData: keepPreviousData });
 */
export const adminRecipesRead = (api: Pick<Api, 'admin'>, viewer: Viewer, page: number) =>
  queryOptions({ queryKey: readKeys.adminRecipePage(viewer, page), queryFn: () => api.admin.recipes(page) });

/**
 * One page of promotion codes, newest first.
 *
 * @example
 * useQuery({ ...adminCodesRead(api, viewer, 1), placeholderData: keepPreviousData });
 */
export const adminCodesRead = (api: Pick<Api, 'admin'>, viewer: Viewer, page: number) =>
  queryOptions({ queryKey: readKeys.adminCodePage(viewer, page), queryFn: () => api.admin.codes(page) });

/**
 * One page of the audit log, newest first.
 *
 * @example
 * useQuery({ ...adminAuditRead(api, viewer, 1), placeholderData: keepPreviousData });
 */
export const adminAuditRead = (api: Pick<Api, 'admin'>, viewer: Viewer, page: number) =>
  queryOptions({ queryKey: readKeys.adminAuditPage(viewer, page), queryFn: () => api.admin.audit(page) });

/**
 * The trial recipes the server will still conjure for a visitor: it counts per device and per
 * network address, so a second browser behind the same address may have fewer than this one
 * counted. Asked again each time it is shown (someone else on the network may have used one).
 *
 * @example
 * useQuery({ ...visitorTrialsRead(api, deviceId()), enabled: status === 'signed-out' });
 */
export const visitorTrialsRead = (api: Pick<Api, 'recipes'>, deviceId: string) =>
  queryOptions({ queryKey: readKeys.trials(deviceId), queryFn: () => api.recipes.trials(deviceId), staleTime: 0 });
