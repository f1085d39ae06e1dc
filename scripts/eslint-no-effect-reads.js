// A local ESLint rule (ADR 018): outside the read mechanism (apps/web/src/reads), a file that runs
// effects must not also read server data itself; screens read through the read cache's hooks.
//
// Every call of the API client (`api.…`, `session.api.…`, `useSession().api.…`) counts as a read
// unless it is one of the writes below, so a read the client gains later (a shop, an admin table)
// is covered without a change here.

/** The API client's writes: effects may run them (a page view, a confirmation link, a sync). */
const WRITES = new Set([
  'generate',
  'track',
  'chest.claim',
  'promo.redeem',
  'referrals.claim',
  'badges.check',
  'badges.paintPortrait',
  'shop.checkout',
  'shop.verify',
  'sync.push',
  'notifications.markRead',
  'notifications.markAllRead',
  'push.subscribe',
  'push.unsubscribe',
]);
/** Whole parts of the client that only write or connect: sign-in flows, tokens, the live stream. */
const WRITE_PARTS = new Set(['auth', 'tokens', 'events']);
/** Readers built on the client that fill a store from a read. */
const READERS = new Set(['refreshBadges']);
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect']);

/** The dotted path of an expression: 'session.api.chest.status', 'useSession().api.home'; null otherwise. */
function memberPath(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'CallExpression') {
    const callee = memberPath(node.callee);
    return callee === null ? null : `${callee}()`;
  }
  if (node.type !== 'MemberExpression' || node.computed || node.property.type !== 'Identifier') return null;
  const object = memberPath(node.object);
  return object === null ? null : `${object}.${node.property.name}`;
}

/** The API call a path names ('chest.status' for 'session.api.chest.status'), or null. */
function apiCall(path) {
  const parts = path.split('.');
  const at = parts.lastIndexOf('api');
  if (at < 0 || at === parts.length - 1) return null;
  const call = parts.slice(at + 1);
  // A member of a call's result (`api.recipes.get(id).then`) is not another call of the client.
  return call.some((part) => part.endsWith('()')) ? null : call.join('.');
}

function isRead(path) {
  if (READERS.has(path)) return true;
  const call = apiCall(path);
  if (call === null) return false;
  return !WRITES.has(call) && !WRITE_PARTS.has(call.split('.')[0]);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noEffectReads = {
  meta: {
    type: 'problem',
    docs: { description: 'Server reads go through the read cache, not through effects (ADR 018).' },
    schema: [],
    messages: {
      effectRead:
        '{{read}} reads server data in a file that runs effects: read it through the read cache ' +
        '(apps/web/src/reads) instead of fetching in an effect.',
    },
  },
  create(context) {
    const found = [];
    let effects = false;
    return {
      CallExpression(node) {
        const callee = memberPath(node.callee);
        if (callee && EFFECT_HOOKS.has(callee.split('.').at(-1))) effects = true;
      },
      'MemberExpression, Identifier'(node) {
        // The outermost member of a chain only: `api.chest.status`, not `api.chest`.
        if (node.parent?.type === 'MemberExpression' && node.parent.object === node) return;
        if (node.type === 'Identifier' && node.parent?.type === 'ImportSpecifier') return;
        const path = memberPath(node);
        if (path && isRead(path)) found.push({ node, path });
      },
      'Program:exit'() {
        if (!effects) return;
        for (const { node, path } of found) context.report({ node, messageId: 'effectRead', data: { read: path } });
      },
    };
  },
};
