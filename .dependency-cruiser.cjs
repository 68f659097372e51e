// The layers of docs' ARCHITECTURE.md as rules: `npm run deps` (a stage of `npm test`) fails on an
// import that crosses them the wrong way. Direction: console -> elements -> elements/core;
// server -> its db and infrastructure; the JSON both sides exchange is typed once in wire/.
// Exceptions are listed here with their reason, never added silently.

/** Where the product's own code lives; tests, benchmarks and build scripts may import anything. */
const PRODUCT = '^(elements|console|server|wire)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'elements-standalone',
      comment:
        'elements/ is the published npm package: its builds and type declarations carry elements/ only, so it imports nothing of the console, the server, the wire types, the tests, the benchmarks or the build scripts.',
      severity: 'error',
      from: { path: '^elements/' },
      to: { path: '^(console|server|wire|tests|bench|scripts|demo)/' },
    },
    {
      name: 'core-not-to-widgets',
      comment: 'elements/core is the runtime every widget uses; it knows no widget.',
      severity: 'error',
      from: { path: '^elements/core/' },
      to: { path: '^elements/', pathNot: '^elements/core/' },
    },
    {
      name: 'widget-through-public-index',
      comment:
        "A widget folder reaches another widget only through that widget's index.ts, never its internals. The script-tag loader (elements/loader) is the exception: it takes the dialogs' call models and the export call without their views, so that its entry stays small.",
      severity: 'error',
      from: { path: '^elements/([^/]+)/', pathNot: '^elements/(core|loader)/' },
      to: {
        path: '^elements/[^/]+/.+',
        pathNot: ['^elements/$1/', '^elements/core/', '^elements/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'server-not-to-console',
      comment: 'The server never depends on the console: what both need is a wire type (wire/).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^console/' },
    },
    {
      name: 'server-not-to-elements',
      comment:
        "The server uses nothing of the widgets but the cron engine, the Quartz rules in plain TypeScript (no React, no DOM) that its scheduler shares with <farm-cron>: ARCHITECTURE's pure logic reused by the server.",
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^elements/', pathNot: '^elements/cron/engine/' },
    },
    {
      name: 'cron-engine-pure',
      comment: 'The cron engine is shared with the server, so it imports nothing outside itself.',
      severity: 'error',
      from: { path: '^elements/cron/engine/' },
      to: { pathNot: '^elements/cron/engine/' },
    },
    {
      name: 'console-not-to-server',
      comment:
        'The console runs against any JeecgBoot-compatible backend; it never imports the reference server (the JSON they share is in wire/).',
      severity: 'error',
      from: { path: '^console/' },
      to: { path: '^server/' },
    },
    {
      name: 'console-app-is-the-top',
      comment:
        'console/app is the composition root (entry, route table, wiring): the session, the pages, the language, the lazy views and every other folder of the console receive what they need from it (configureSession, props) instead of importing it.',
      severity: 'error',
      from: { path: '^console/', pathNot: '^console/(app|shell)/' },
      to: { path: '^console/app/' },
    },
    {
      name: 'shell-reads-only-the-console-config',
      comment:
        "The shell reads the deployment settings (console-config.ts, which imports nothing of the console) and nothing else of the app. Known: the header's help link and the theme's contrast switch read it there.",
      severity: 'error',
      from: { path: '^console/shell/' },
      to: { path: '^console/app/', pathNot: '^console/app/console-config\\.ts$' },
    },
    {
      name: 'product-not-to-tests-bench-scripts',
      comment: 'Product code never imports the tests, the benchmarks or the build scripts.',
      severity: 'error',
      from: { path: PRODUCT },
      to: { path: '^(tests|bench|scripts)/' },
    },
    {
      name: 'db-not-to-modules',
      comment:
        'server/db (schema, migrations, the seed runner and the seeds of the tables alone) is below the API modules; a seed built from a module’s code belongs to that module (server/modules/seeds.ts lists them in order).',
      severity: 'error',
      from: { path: '^server/db/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'server-infrastructure-not-to-modules',
      comment:
        'The server’s infrastructure (access, http, query, config, messages, i18n, security) serves the modules and never imports them; only app.ts assembles both.',
      severity: 'error',
      from: { path: '^server/(access|http|query|config|messages|i18n|security)/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'server-resources-pure',
      comment:
        'server/resources declares the farm business tables once (columns, kinds, dictionaries, rules); the schema, the migrations, the seeds and the online module all derive from it, so it imports nothing of the server.',
      severity: 'error',
      from: { path: '^server/resources/' },
      to: { path: '^server/', pathNot: '^server/resources/' },
    },
    {
      name: 'wire-imports-nothing',
      comment: 'wire/ is the JSON of the HTTP contract as types; it imports nothing, so either side may depend on it.',
      severity: 'error',
      from: { path: '^wire/' },
      to: { pathNot: '^wire/' },
    },
    {
      name: 'wire-types-only',
      comment: 'wire/ holds types only: an import of it that is not `import type` would bring code across.',
      severity: 'error',
      from: { pathNot: '^wire/' },
      to: { path: '^wire/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle in product code that runs: a module in a cycle is evaluated before what it needs. Cycles through `import type` only are erased at build and allowed.',
      severity: 'error',
      from: { path: PRODUCT },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
