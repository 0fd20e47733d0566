import { readdirSync, existsSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';

/** Folders whose index.ts is their only public surface. */
const encapsulated = [
  ...readdirSync('backend/modules', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `backend/modules/${entry.name}`),
  ...['infra/event-store', 'infra/read-store', 'infra/queue', 'infra/pubsub', 'infra/file-store', 'projections/runtime', 'backend/src/write-kit', 'backend/src/http'],
].filter((folder) => existsSync(folder));

export default tseslint.config(
  { ignores: ['node_modules/', 'frontend/dist/', 'frontend/dist-server/', 'data/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['frontend/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A folder reached from outside (a path that climbs with ../) is reached through its index.ts only.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(.*/)?(${encapsulated.map((f) => f.split('/').at(-1)).join('|')})/(?!index\\.ts$).+`,
              message: 'Import this folder through its index.ts only.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Contract suites test each adapter as itself, so they reach the adapter files directly.
    files: ['tests/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
