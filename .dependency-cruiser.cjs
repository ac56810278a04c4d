// Import cycles, which `npm run lint` fails on: between API modules (apps/api/src/modules/*) and between storefront
// features (apps/web/src/features/*), folder by folder; and from file to file in the storefront and the API's modules,
// where an import of types only makes no cycle. Of the API only modules/ is cruised, so a module reaching another
// through the GraphQL wiring or lib/ is not a cycle here; the storefront is cruised whole, its layers going one way
// (app/ → features/ → components/, lib/: eslint.config.js). Tests are left out.

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
    {
      name: 'courier-operations-below-tracking',
      comment:
        'The courier operations (modules/delivery) know nothing of the live tracking (modules/tracking), which ' +
        'subscribes to their changes (status hooks, courier-events.ts) instead.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/delivery/' },
      to: { path: '^apps/api/src/modules/tracking/' },
    },
    {
      name: 'no-file-cycle',
      comment:
        'A file imports another that imports it back, directly or through others: move the shared piece down a ' +
        "layer (to the file both import, a feature's to components/ or lib/). Type-only imports leave no cycle when " +
        'the code runs, so a cycle through one is allowed.',
      severity: 'error',
      from: { path: '^apps/(api/src/modules|web/src)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    includeOnly: '^apps/(api/src/modules|web/src)/',
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
