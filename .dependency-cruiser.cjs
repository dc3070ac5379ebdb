// Service boundaries (docs/adr/016-service-boundaries.md): a service imports only the shared packages and its own code;
// a shared package imports no service; nothing is circular. `npm run lint:deps` (run by .ci/run).
// Integration tests (test/), benches and platform scripts drive several services and are exempt.

module.exports = {
  forbidden: [
    {
      name: 'no-cross-service-import',
      comment: "A service never imports another service's code: call its API (gRPC, GraphQL) or react to its events.",
      severity: 'error',
      from: { path: '^(gateway|identity|registry|subgraphs/[^/]+)/' },
      to: { path: '^(gateway|identity|registry|subgraphs/[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'no-package-imports-service',
      comment: 'Shared packages have no domain: they never import a service.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(gateway|identity|registry|subgraphs)/' },
    },
    {
      name: 'no-circular',
      comment:
        'Circular imports hide layering mistakes and break module initialisation order (a type-only import runs nothing, so it does not count).',
      severity: 'error',
      from: { path: '^(gateway|identity|registry|subgraphs|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: { path: '^(gateway|identity|registry|subgraphs|packages)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|generated|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js', '.mjs', '.json'],
    },
    preserveSymlinks: false,
  },
};
