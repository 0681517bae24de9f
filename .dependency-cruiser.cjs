// The import rules of docs/architecture.md ("Layers and modules"), checked by `npm run lint`
// (`npm run lint:deps`). A rule names the layer it keeps; the reason says what to do instead.
const API = '^apps/api/src/';
const WEB = '^apps/web/app/';
// The database in code: the query builder, the schema, the typed SQL helper and the clients.
const DATABASE = [
  '(^|/)node_modules/drizzle-orm/',
  `${API}db/(schema|query|client|prepared-client|rows|sequences|translations)`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- API ----
    {
      name: 'api-no-folder-cycle',
      comment:
        'Folders of the API (db, platform, each module, seed) import each other one way only: db ← platform ← modules ← seed/cli. Move the shared part down a layer or into the module that owns it.',
      severity: 'error',
      scope: 'folder',
      from: { path: API },
      to: { circular: true },
    },
    {
      name: 'api-platform-below-modules',
      comment: 'db/ and platform/ are the layers below the modules: they never import a module or the seed.',
      severity: 'error',
      from: { path: `${API}(db|platform)/` },
      to: { path: `${API}(modules|seed)/` },
    },
    {
      name: 'api-modules-below-seed',
      comment: 'The seed and the command-line tools use the modules, never the other way round.',
      severity: 'error',
      from: { path: `${API}modules/`, pathNot: `${API}modules/dev/` },
      to: { path: `${API}(seed/|[^/]+-cli\\.ts$|cli\\.ts$)` },
    },
    {
      name: 'api-database-in-queries-files',
      comment:
        "Only a module's *-queries.ts files (its repository, with *-sql.ts fragment builders) touch the database (decision 127): routes and services call them. Type-only imports (Database, Executor) are fine.",
      severity: 'error',
      from: { path: `${API}modules/`, pathNot: '-(queries|sql)\\.ts$' },
      to: { path: DATABASE, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-routes-no-database',
      comment: 'Routes parse, call a service and answer: they never touch the database, not even for a type.',
      severity: 'error',
      from: { path: `${API}modules/.+-routes\\.ts$` },
      to: { path: DATABASE },
    },
    {
      name: 'api-module-public-file',
      comment:
        'A module uses another through its public file (modules/<name>/index.ts): import from there, and export what others need from it.',
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/` },
      to: {
        path: `${API}modules/[^/]+/`,
        pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`],
      },
    },
    // ---- Web ----
    {
      name: 'web-ui-lib-below-features',
      comment: 'ui/ and lib/ are below the features and routes: they never import upward.',
      severity: 'error',
      from: { path: `${WEB}(ui|lib)/` },
      to: { path: `${WEB}(features|routes|seller|admin|console|shell)/` },
    },
    {
      name: 'web-features-below-routes',
      comment: 'Features never import a route or the consoles; routes compose features.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(routes|seller|admin|console)/` },
    },
    {
      name: 'web-feature-public-file',
      comment:
        'A feature uses another through its public file (features/<name>/index.ts): import from there, and export what others need from it.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'web-storefront-not-consoles',
      comment: 'The storefront never loads the seller center or the operator console.',
      severity: 'error',
      from: { path: `${WEB}(routes|features|ui|lib)/` },
      to: { path: `${WEB}(seller|admin|console)/` },
    },
    {
      name: 'no-circular',
      comment: 'No import cycle between files.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The contracts package is a workspace: resolve it to its source so rules see through it.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
