/*
 * The import boundaries between server/, contract/ and src/ (README, "Boundaries"), checked by
 * `npm run check:architecture` in CI. Type-only imports count like the others: a knot of types is
 * still a knot.
 */
// A resource's server module: its server.ts, its helpers in server/, and its storage.ts (where its records are kept).
const serverModule = '^src/resources/[^/]+/(server(\\.ts$|/)|storage\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle in the API, the contract or the admin: split the shared bit into a module of its own.',
      severity: 'error',
      from: { path: '^(server|contract|src)/' },
      to: { circular: true },
    },
    {
      name: 'browser-imports-no-server',
      comment:
        "The admin's code imports nothing from server/. Only a resource's server module (src/resources/<name>/server.ts, its storage.ts, and its own helpers in src/resources/<name>/server/) does: it runs in the API.",
      severity: 'error',
      from: { path: '^src/', pathNot: serverModule },
      to: { path: '^server/' },
    },
    {
      name: 'browser-imports-no-server-module',
      comment: "A resource's server module and its helpers are the API's: no admin code imports them.",
      severity: 'error',
      from: { path: '^src/', pathNot: serverModule },
      to: { path: serverModule },
    },
    {
      name: 'server-imports-only-declarations',
      comment: 'From src/, the API imports only resource declarations (resource.ts) and the resources\' server modules.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: ['^src/resources/[^/]+/resource\\.ts$', serverModule] },
    },
    {
      name: 'declarations-zod-free',
      comment: 'The declaration language and each resource.ts are read by the browser and by Node: they import no zod.',
      severity: 'error',
      from: { path: ['^contract/declaration\\.ts$', '^src/resources/[^/]+/resource\\.ts$'] },
      to: { path: '^node_modules/zod/' },
    },
    {
      name: 'contract-imports-only-contract',
      comment: 'contract/ is shared by the API and the admin: it imports only contract/ and browser-safe packages.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|server)/' },
    },
    {
      name: 'contract-is-browser-safe',
      comment: "contract/ runs in the browser too: no Node built-in, and of the npm packages only zod (and React, for a type).",
      severity: 'error',
      from: { path: '^contract/' },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^node_modules/(zod|react|@types/react)/',
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    preserveSymlinks: true,
    // Type-only imports (`import type`) are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
