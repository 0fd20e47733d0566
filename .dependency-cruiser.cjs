/**
 * The architecture's dependency rules (docs/architecture.md, issue 12), checked by
 * `npm run lint:architecture` as part of `npm test`. A rule broken here is a design question first:
 * answer it in an ADR before changing the rule.
 */
module.exports = {
  forbidden: [
    {
      name: 'decider-is-pure',
      comment:
        'A decider decides from its state and the command alone: it imports the write kit, Node built-ins and its own module’s events, rules, statuses, figures (pure arithmetic of a document) and other deciders, nothing that reads or writes.',
      severity: 'error',
      from: { path: '^backend/modules/([^/]+)/[a-z-]*decider\\.ts$' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: [
          '^backend/src/write-kit/index\\.ts$',
          '^backend/modules/$1/(?:events|rules|statuses|sanitize|[a-z-]*figures|[a-z-]*decider)\\.ts$',
        ],
      },
    },
    {
      name: 'modules-meet-through-index',
      comment:
        'A module reaches another only through its surfaces: index.ts, or published.ts (its events, documents and pure read-side helpers).',
      severity: 'error',
      from: { path: '^backend/modules/([^/]+)/' },
      to: {
        path: '^backend/modules/[^/]+/',
        pathNot: ['^backend/modules/$1/', '^backend/modules/[^/]+/(?:index|published)\\.ts$'],
      },
    },
    {
      name: 'http-is-mounted-by-the-composition-root',
      comment:
        'A module’s routes (http.ts, its HTTP surface) are mounted by the composition root alone (modules.ts and its wiring, ADR 0071): nothing else loads Express and multer through a module (ADR 0044).',
      severity: 'error',
      from: {
        path: '^(?:backend|projections|infra|shared)/',
        pathNot: ['^backend/src/modules\\.ts$', '^backend/src/wiring/', '\\.test\\.ts$'],
      },
      to: { path: '^backend/modules/[^/]+/http\\.ts$' },
    },
    {
      name: 'projections-read-published-surfaces',
      comment:
        'Read models take events and documents from a module’s published.ts, so the projection worker loads no HTTP, storage or file handling; their tests may also use index.ts (to build inputs).',
      severity: 'error',
      from: { path: '^projections/', pathNot: '\\.test\\.ts$' },
      to: { path: '^backend/modules/', pathNot: '^backend/modules/[^/]+/published\\.ts$' },
    },
    {
      name: 'projection-tests-read-module-surfaces',
      comment: 'A read model’s test reaches a module through its surfaces only.',
      severity: 'error',
      from: { path: '^projections/.*\\.test\\.ts$' },
      to: { path: '^backend/modules/', pathNot: '^backend/modules/[^/]+/(?:index|published)\\.ts$' },
    },
    {
      name: 'read-side-stays-light',
      comment:
        'What a module publishes, and so every read model, loads no web server, uploads, image, spreadsheet, PDF, archive or mail library: the projection worker needs none of them.',
      severity: 'error',
      from: {
        path: '^(?:projections/|backend/modules/[^/]+/published\\.ts$)',
        // The replay command line is an entry point: it starts the whole platform.
        pathNot: ['\\.test\\.ts$', '^projections/replay-cli\\.ts$'],
      },
      to: {
        path: '^node_modules/(?:express|multer|helmet|compression|sharp|exceljs|pdfkit|archiver|nodemailer|jsonwebtoken)/',
        reachable: true,
      },
    },
    {
      name: 'composition-root-is-private',
      comment:
        'Outside backend/src only the kits are used, through their index.ts (write kit, HTTP kit); the composition root, platform and entry points are nobody’s dependency (tests aside).',
      severity: 'error',
      from: { path: '^(?:backend/modules|projections|infra|shared)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^backend/src/', pathNot: '^backend/src/(?:write-kit|http)/index\\.ts$' },
    },
    {
      name: 'infra-knows-no-domain',
      comment:
        'Adapters (event store, read store, queue, pub/sub, rate counters…) know nothing of the product.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: '^(?:backend|projections|frontend)/' },
    },
    {
      name: 'server-never-imports-the-spa',
      comment:
        'The backend loads the SPA’s server renderer as a built bundle at run time, never its sources.',
      severity: 'error',
      from: { path: '^(?:backend|projections|infra|shared)/' },
      to: { path: '^frontend/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes two modules one: break it with a port or by moving the shared part down.',
      severity: 'error',
      from: { path: '^(?:backend|projections|infra|shared)/' },
      to: { circular: true },
    },
  ],
  options: {
    // The SPA is not cruised, only seen as a target (the server must never import it).
    doNotFollow: { path: '^(?:node_modules|frontend)/' },
    exclude: { path: '^(?:tests|data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
