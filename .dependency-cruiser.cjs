/**
 * Import rules checked by `npm run lint` (`depcruise … | node scripts/folder-cycles.mjs`, which
 * adds the folder-level cycle check over this cruise's output).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules of the app that import each other, directly or through others.',
      from: { path: '^apps/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-libs',
      severity: 'error',
      comment: 'Modules of the packages that import each other, directly or through others.',
      from: { path: '^libs/' },
      to: { circular: true },
    },
    {
      name: 'generic-slices-not-shop',
      severity: 'error',
      comment:
        'The shop (the demo) is a wing above the generic slices: they never import it; the ' +
        'composition root (app.module.ts, main.ts) wires it in.',
      from: { path: '^apps/api/src/[^/]+/', pathNot: '^apps/api/src/shop/' },
      to: { path: '^apps/api/src/shop/' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: '@tidemark/domain imports neither @tidemark/infra nor the apps.',
      from: { path: '^libs/domain/' },
      to: { path: '^(libs/infra|apps)/' },
    },
    {
      name: 'infra-not-apps',
      severity: 'error',
      comment: '@tidemark/infra imports @tidemark/domain only, never an app.',
      from: { path: '^libs/infra/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports are dependencies of the design too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
