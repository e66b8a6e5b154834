// ESLint rule: a feature of a remote (src/features/<name>/) never imports another feature; pages
// compose features. Shared pieces move to the kit, the contracts, or the remote's own src/lib.
const path = require('node:path');

const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Features inside a remote do not import each other.' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': features do not import each other. Compose them in a page, or move the shared part to @pgportal/ui, @pgportal/contracts or src/lib.",
    },
  },
  create(context) {
    const filename = context.filename;
    const from = FEATURE.exec(filename)?.[1];
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source) + path.sep;
      const to = FEATURE.exec(target)?.[1];
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
