// The doors between the parts of the code (STYLE #7, ARCHITECTURE "Layout"),
// checked by `npm run lint`. A feature is a folder under src/web/features or
// src/server/features; another feature may only use what its index.ts
// exports, so a feature can change its insides without breaking its
// neighbours. Shared code sits below the features and imports none of them.
// server/app.ts is the composition root and wires every feature's parts.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-doors',
      comment: 'A web feature uses another web feature only through its index.ts.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/web/features/[^/]+/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'server-feature-doors',
      comment: 'A server feature uses another server feature only through its index.ts.',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: {
        path: '^src/server/features/[^/]+/',
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-web-imports-no-feature',
      comment:
        'Shared components, layouts and lib code sit below the features: a feature imports them, not the reverse.',
      severity: 'error',
      from: { path: '^src/web/(components|layouts|lib|i18n)/' },
      to: { path: '^src/web/(features|pages)/' },
    },
    {
      name: 'shared-server-imports-no-feature',
      comment: 'http, lib, db, ai, language and rate-limits sit below the server features.',
      severity: 'error',
      from: { path: '^src/server/(http|lib|db|ai|language|rate-limits)/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'only-routes-speak-http',
      comment:
        "Services, repositories, pools and limits say what happened (lib/refusal.ts); only a feature's routes turn it into HTTP.",
      severity: 'error',
      from: { path: '^src/server/(features/[^/]+|rate-limits|ai|lib|db|language)/', pathNot: '/routes\\.ts$' },
      to: { path: '^src/server/http/errors\\.ts$' },
    },
    {
      name: 'domain-stands-alone',
      comment: 'src/domain holds pure rules and schemas used by both sides; it imports neither.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make the order of start-up depend on luck.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|content)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
