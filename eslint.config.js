import { readdirSync, existsSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';

const SPA = 'frontend/src';
const slices = (layer) =>
  existsSync(`${SPA}/${layer}`)
    ? readdirSync(`${SPA}/${layer}`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
/** ADR 0005's layers, top to bottom: a layer imports only the layers below it. */
const LAYERS = ['app', 'pages', 'widgets', 'features', 'entities', 'shared'];
const layerZones = [
  ...LAYERS.slice(1).map((layer, index) => ({
    target: `./${SPA}/${layer}`,
    from: LAYERS.slice(0, index + 1).map((above) => `./${SPA}/${above}`),
    message: `${layer}/ may import only the layers below it (ADR 0005).`,
  })),
  // Slices of one layer do not import each other: what two features share moves down.
  ...['widgets', 'features'].flatMap((layer) =>
    slices(layer).map((slice) => ({
      target: `./${SPA}/${layer}/${slice}`,
      from: `./${SPA}/${layer}`,
      except: [`./${slice}`],
      message: `One ${layer.slice(0, -1)} does not import another (ADR 0005): move the shared part to entities/ or shared/.`,
    })),
  ),
];

/** Folders whose index.ts is their only public surface. */
const encapsulated = [
  ...readdirSync('backend/modules', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `backend/modules/${entry.name}`),
  ...[
    'infra/event-store',
    'infra/read-store',
    'infra/queue',
    'infra/pubsub',
    'infra/file-store',
    'infra/rate-limit',
    'backend/kit/read',
    'backend/kit/write',
    'backend/kit/http',
    'backend/kit/auth',
    'backend/app/backup',
  ],
].filter((folder) => existsSync(folder));

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'frontend/dist/',
      'frontend/dist-server/',
      'data/',
      'test-results/',
      'playwright-report/',
      '**/*.gen.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['frontend/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A folder reached from outside (a path that climbs with ../) is reached through its index.ts only
      // (a module also through published.ts, its read side, and http.ts, its routes: who may import
      // which is checked by .dependency-cruiser.cjs).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(.*/)?(${encapsulated.map((f) => f.split('/').at(-1)).join('|')})/(?!(?:index|published|http)\\.ts$).+`,
              message:
                'Import this folder through its index.ts (a module’s read side: published.ts; its routes: http.ts) only.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A module's read models are read by that module alone (ADR 0045): another module, the
    // composition root and the site's head ask its queries. Waiting for a read model is not reading it.
    files: ['backend/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/^\\.\\.\\/[a-z-]+\\/(index|published)\\.ts$/] > ImportSpecifier[imported.name=/_PROJECTION$/]',
          message:
            'Another module’s read model is read through its queries (ADR 0045), not by its collection name.',
        },
      ],
    },
  },
  {
    // A module's routes answer from its queries (queries.ts, ADR 0045): no route reads a collection.
    files: ['backend/modules/*/http.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='collection']",
          message:
            'A route asks its module’s queries (queries.ts, ADR 0045); it reads no read model’s collection.',
        },
        {
          selector:
            'ImportDeclaration[source.value=/^\\.\\.\\/[a-z-]+\\/(index|published)\\.ts$/] > ImportSpecifier[imported.name=/_PROJECTION$/]',
          message:
            'Another module’s read model is read through its queries (ADR 0045), not by its collection name.',
        },
      ],
    },
  },
  {
    files: ['backend/app/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='collection']",
          message:
            'The composition root asks the modules’ queries (ADR 0045); it reads no read model’s collection.',
        },
      ],
    },
  },
  {
    // The document of a page is assembled from text anyone may have typed: `replace` gets it from a
    // replacer function only, never as a replacement string, whose `$&`, `$'` … it would read as
    // patterns (backend/app/seo/splice.ts, ADR 0050).
    files: ['backend/app/seo/**/*.ts', 'backend/app/app.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='collection']",
          message:
            'The composition root asks the modules’ queries (ADR 0045); it reads no read model’s collection.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(TemplateLiteral|Identifier|MemberExpression|CallExpression|BinaryExpression|ConditionalExpression)$/]',
          message:
            "Put text into a document with replaceLiterally (seo/splice.ts): a replacement string reads $& and $' as patterns.",
        },
      ],
    },
  },
  {
    // The SPA: the rules of hooks, TanStack Query's rules, and the layers of ADR 0005.
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...pluginQuery.configs['flat/recommended'][0].rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // shared/ui is reached through its index.ts (its global stylesheets are loaded once by the entry).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)shared/ui/(?!(tokens|global)\\.css$).+',
              message: 'Import from shared/ui’s index.ts.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A slice calls the API from its api/ folder only, one file per endpoint with the generated
    // answer type (ADR 0046): no screen fetches on its own.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/**/api/**', 'frontend/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^api(Get|Request|Blob)$/]',
          message: 'Call the API from the slice’s api/ folder (one file per endpoint, ADR 0046).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // A page a browser test drives waits until the SPA is live (tests/e2e/support/test.ts): a
    // click on a server-rendered button before hydration does nothing, and the test hangs.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(newContext|newPage)$/]',
          message:
            'A second person’s page comes from the openPage fixture, which waits until the SPA is live.',
        },
        {
          selector:
            "ImportDeclaration[source.value='@playwright/test'] > ImportSpecifier[imported.name='test']",
          message: 'Browser tests use test from ./support/test.ts: its pages wait until the SPA is live.',
        },
      ],
    },
  },
  {
    // Contract suites test each adapter as itself, so they reach the adapter files directly.
    files: ['tests/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
