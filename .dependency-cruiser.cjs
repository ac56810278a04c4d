// Import cycles between API modules (apps/api/src/modules/*) and between storefront features
// (apps/web/src/features/*), folder by folder: `npm run lint` fails on one. Only those folders are cruised, so a
// module reaching another through the GraphQL wiring or lib/ is not a cycle here; tests are left out.

module.exports = {
  forbidden: [
    {
      name: 'no-api-module-cycle',
      comment:
        'Two API modules import each other: move the shared piece to the module it belongs to, or to a small shared module.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { circular: true },
    },
    {
      name: 'no-feature-cycle',
      comment:
        'Two storefront features import each other: move the shared piece to the feature it belongs to, to components/ ' +
        'or lib/, or let the screen that composes them pass it in.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/web/src/features/[^/]+$' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^apps/(api/src/modules|web/src/features)/',
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
