import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSavedRecipe } from '../testing/builders.ts';
import { withTestApp } from '../testing/fixture.ts';
import { readOpenApi } from '../testing/harness.ts';
import {
  hasJsonBody,
  OpenApiDocumentSchema,
  operationsOf,
  type DocumentedOperation,
} from '../testing/openapi-contract.ts';
import { quickUsers } from '../testing/quick-users.ts';
import { startSession } from '../services/auth/sessions.ts';

/**
 * Who may do what, for every operation of the API: each is placed in one access class, once, and
 * the whole served OpenAPI document is probed by a visitor, a cook (who owns the things the paths
 * name), another cook and an admin. An operation missing from the table fails, so a new endpoint
 * cannot ship without saying who may use it.
 */
const ASKERS = ['visitor', 'cook', 'otherCook', 'admin'] as const;
type Asker = (typeof ASKERS)[number];

/**
 * What an asker must get. `through`: not refused and not broken (not 401 or 403, no 5xx; a 2xx or
 * a complaint about the input). `done`: a 2xx (the asker may, and the body sent is valid).
 * `refused`: no 2xx, whatever the reason. A number: exactly that status.
 */
type Outcome = 'through' | 'done' | 'refused' | 401 | 403;

const CLASSES = {
  /** Anyone, signed in or not. */
  public: { visitor: 'through', cook: 'through', otherCook: 'through', admin: 'through' },
  /** Any signed-in user, about themself. */
  user: { visitor: 401, cook: 'through', otherCook: 'through', admin: 'through' },
  /** Only the owner of what the path names. */
  owner: { visitor: 'refused', cook: 'through', otherCook: 'refused', admin: 'refused' },
  /** The owner of what the path names, and admins (spec section 6: unpublished recipes). */
  ownerOrAdmin: { visitor: 'refused', cook: 'through', otherCook: 'refused', admin: 'through' },
  /** Admins only: 401 for a visitor, 403 for a cook; every one is sent a valid body, so a 2xx. */
  admin: { visitor: 401, cook: 403, otherCook: 403, admin: 'done' },
  /** Only with a one-time stream ticket, which no asker here holds. */
  ticket: { visitor: 401, cook: 401, otherCook: 401, admin: 401 },
} as const satisfies Record<string, Record<Asker, Outcome>>;
type AccessClass = keyof typeof CLASSES;

/** The table: every operation of the API and its access class. */
const ACCESS: Record<string, AccessClass> = {
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh': 'user',
  'POST /api/auth/logout': 'user',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'POST /api/auth/verify-email': 'user',
  'POST /api/auth/verify-email/resend': 'public',
  'POST /api/auth/password': 'user',
  'GET /api/me': 'user',
  'PATCH /api/me/profile': 'user',
  'POST /api/me/portrait': 'user',
  'POST /api/events/track': 'public',
  'POST /api/events/ticket': 'user',
  'GET /api/events': 'ticket',
  'GET /api/notifications': 'user',
  'POST /api/notifications/read': 'user',
  'GET /api/push/public-key': 'public',
  'POST /api/push/subscriptions': 'user',
  'DELETE /api/push/subscriptions': 'user',
  'POST /api/sync/push': 'user',
  'GET /api/sync/pull': 'user',
  'POST /api/recipes/generate': 'public',
  'GET /api/recipes/trials': 'public',
  'GET /api/recipes/{id}': 'ownerOrAdmin',
  'PATCH /api/recipes/{id}': 'owner',
  'DELETE /api/recipes/{id}': 'owner',
  'GET /api/recipes/{id}/print': 'ownerOrAdmin',
  'GET /api/gallery': 'public',
  'GET /api/home': 'public',
  'GET /api/users/{id}/tome': 'public',
  'GET /api/badges': 'public',
  'POST /api/badges/check': 'user',
  'GET /api/chest': 'user',
  'POST /api/chest/claim': 'user',
  'POST /api/promo/redeem': 'user',
  'GET /api/referrals': 'user',
  'POST /api/referrals/claim': 'user',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/{id}': 'admin',
  'POST /api/admin/users/{id}/mana': 'admin',
  'POST /api/admin/users/{id}/password-reset': 'admin',
  'GET /api/admin/recipes': 'admin',
  'PATCH /api/admin/recipes/{id}': 'admin',
  'POST /api/admin/sitemap': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/promo-codes': 'admin',
  'POST /api/admin/promo-codes': 'admin',
  'PATCH /api/admin/promo-codes/{id}': 'admin',
  'GET /api/shop/packages': 'public',
  'POST /api/shop/checkout': 'user',
  'POST /api/shop/verify': 'user',
  'GET /api/shop/purchases': 'user',
  'POST /api/stripe/webhook': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
};

/**
 * Bodies that would be accepted, where `{}` would stop at validation before the access rule is
 * reached; every other operation is sent `{}` as a client knowing none of its rules would.
 */
const BODIES: Record<string, unknown> = {
  // Keeps the recipe private: the probes after it still ask about an unpublished recipe.
  'PATCH /api/recipes/{id}': { isPublished: false },
  'POST /api/admin/users/{id}/mana': { amount: 1 },
  'PATCH /api/admin/recipes/{id}': { isPublished: false },
  'POST /api/admin/promo-codes': { code: 'MATRIX', manaAmount: 1 },
  'PATCH /api/admin/promo-codes/{id}': { isActive: false },
};

// Signing out and deleting end what later probes need, so they go last.
const LAST = ['DELETE /api/recipes/{id}', 'POST /api/auth/logout'];

const name = ({ method, path }: DocumentedOperation) => `${method} ${path}`;

const t = withTestApp({}, { per: 'file' });

let headers: Record<Asker, Record<string, string>>;
let ids: { recipe: string; cook: string; code: string };

beforeAll(async () => {
  const [cook, otherCook, admin] = await quickUsers(t, 3);
  if (!cook || !otherCook || !admin) throw new Error('no users');
  await t.db
    .insertInto('user_roles')
    .values({ user_id: admin.userId, role: 'admin', created_at: new Date().toISOString() })
    .execute();
  const signedIn = async (userId: string) => {
    const session = await startSession(t.db, t.deps.jwtKey, userId, null);
    return { authorization: `Bearer ${session.accessToken}`, cookie: `ff_refresh=${session.refreshToken}` };
  };
  headers = {
    visitor: {},
    cook: await signedIn(cook.userId),
    otherCook: await signedIn(otherCook.userId),
    admin: await signedIn(admin.userId),
  };
  const code = randomUUID();
  await t.db
    .insertInto('promotion_codes')
    .values({
      id: code,
      code: 'EXISTING',
      mana_amount: 5,
      max_uses: null,
      current_uses: 0,
      is_active: 1,
      created_by: admin.userId,
      created_at: new Date().toISOString(),
    })
    .execute();
  ids = { recipe: await insertSavedRecipe(t.db, cook.userId), cook: cook.userId, code };
});

/** The path with the cook's own things in place of its parameters. */
function pathFor(path: string): string {
  if (path.startsWith('/api/admin/promo-codes/')) return path.replace('{id}', ids.code);
  if (path.startsWith('/api/users/') || path.startsWith('/api/admin/users/')) return path.replace('{id}', ids.cook);
  return path.replace('{id}', ids.recipe);
}

function probe(op: DocumentedOperation, asker: Asker) {
  const init: RequestInit = { method: op.method, headers: headers[asker] };
  if (hasJsonBody(op.operation)) {
    init.body = JSON.stringify(BODIES[name(op)] ?? {});
    init.headers = { ...headers[asker], 'content-type': 'application/json' };
  }
  return t.app.request(pathFor(op.path), init);
}

function breaks(outcome: Outcome, status: number): boolean {
  if (outcome === 'through') return status === 401 || status === 403 || status >= 500;
  if (outcome === 'done') return status < 200 || status >= 300;
  if (outcome === 'refused') return status >= 200 && status < 300;
  return status !== outcome;
}

describe('access control, for every operation of the API', () => {
  it('places every documented operation in the table, and nothing else', async () => {
    const documented = operationsOf(OpenApiDocumentSchema.parse(await readOpenApi(t)))
      .map(name)
      .sort();
    expect(Object.keys(ACCESS).sort()).toEqual(documented);
  });

  it('answers a visitor, a cook, another cook and an admin as the table says, with no unexpected 2xx or any 5xx', async () => {
    const operations = operationsOf(OpenApiDocumentSchema.parse(await readOpenApi(t)));
    const ordered = [
      ...operations.filter((op) => !LAST.includes(name(op))),
      ...LAST.map((last) => operations.find((op) => name(op) === last)).filter((op) => op !== undefined),
    ];
    const problems: string[] = [];
    for (const op of ordered) {
      const access = ACCESS[name(op)];
      if (!access) continue; // the test above names it
      for (const asker of ASKERS) {
        const outcome: Outcome = CLASSES[access][asker];
        const res = await probe(op, asker);
        await res.body?.cancel();
        if (breaks(outcome, res.status))
          problems.push(`${name(op)} (${access}) answered ${asker} ${res.status}, expected ${outcome}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
