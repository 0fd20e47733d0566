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
          '^backend/kit/write/index\\.ts$',
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
        pathNot: ['^backend/app/modules\\.ts$', '^backend/app/wiring/', '\\.test\\.ts$'],
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
        'What a module publishes, the projection kit and every read model load no web server, uploads, image, spreadsheet, PDF, archive or mail library: the projection worker needs none of them.',
      severity: 'error',
      from: {
        path: '^(?:projections/|backend/kit/read/|backend/modules/[^/]+/published\\.ts$)',
        pathNot: ['\\.test\\.ts$'],
      },
      to: {
        path: '^node_modules/(?:express|multer|helmet|compression|sharp|exceljs|pdfkit|archiver|nodemailer|jsonwebtoken)/',
        reachable: true,
      },
    },
    {
      name: 'application-is-the-top-floor',
      comment:
        'The application (backend/app: composition root, platform, entry points, site head, seed) is nobody’s dependency: the kits, the modules and the read models never import it (tests aside).',
      severity: 'error',
      from: { path: '^(?:backend/kit|backend/modules|projections|infra|shared)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^backend/app/' },
    },
    {
      name: 'kit-is-the-floor',
      comment:
        'The kits (backend/kit/{write,http,read}: deciding, serving and projecting) know no module, read model or application: every arrow into them points down.',
      severity: 'error',
      from: { path: '^backend/kit/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(?:backend/modules|backend/app|projections)/' },
    },
    {
      name: 'kits-meet-through-index',
      comment: 'A kit is used through its index.ts only, from outside it.',
      severity: 'error',
      from: { path: '^(backend/kit/[^/]+|backend/modules|backend/app|projections)/' },
      to: { path: '^backend/kit/', pathNot: ['^$1/', '^backend/kit/[^/]+/index\\.ts$'] },
    },
    {
      name: 'modules-sit-below-the-read-models',
      comment:
        'Read models (projections/) are built from what modules publish: a module never imports them (a module’s tests may, to build a read side).',
      severity: 'error',
      from: { path: '^backend/modules/', pathNot: '\\.test\\.ts$' },
      to: { path: '^projections/' },
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
