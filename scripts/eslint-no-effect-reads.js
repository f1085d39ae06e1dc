// A local ESLint rule (ADR 018): outside the read mechanism (apps/web/src/reads), a file that runs
// effects must not also read server data itself; screens read through the read cache's hooks.

/** The member paths of the API client that read server data (its GET calls), and readers built on them. */
const DEFAULT_READS = [
  'api.home',
  'api.gallery',
  'api.heroTome',
  'api.me',
  'api.recipes.get',
  'api.chest.status',
  'api.referrals.summary',
  'api.badges.list',
  'api.notifications.list',
  'refreshBadges',
];
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect']);

/** 'api.chest.status' for `session.api.chest.status` or `api.chest.status`; null for other shapes. */
function memberPath(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type !== 'MemberExpression' || node.computed || node.property.type !== 'Identifier') return null;
  const object = memberPath(node.object);
  return object === null ? null : `${object}.${node.property.name}`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noEffectReads = {
  meta: {
    type: 'problem',
    docs: { description: 'Server reads go through the read cache, not through effects (ADR 018).' },
    schema: [{ type: 'object', properties: { reads: { type: 'array', items: { type: 'string' } } } }],
    messages: {
      effectRead:
        '{{read}} reads server data in a file that runs effects: read it through the read cache ' +
        '(apps/web/src/reads) instead of fetching in an effect.',
    },
  },
  create(context) {
    const reads = context.options[0]?.reads ?? DEFAULT_READS;
    const matchesRead = (path) => reads.some((read) => path === read || path.endsWith(`.${read}`));
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
        const path = memberPath(node);
        if (path && matchesRead(path)) found.push({ node, path });
      },
      'Program:exit'() {
        if (!effects) return;
        for (const { node, path } of found) context.report({ node, messageId: 'effectRead', data: { read: path } });
      },
    };
  },
};
