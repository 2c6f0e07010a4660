import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const FEATURES = './apps/web/src/features';

/**
 * Who may import whom: shared is imported by the server and the web app and imports neither; the web app
 * never imports the server, nor the server the web app; a feature never imports another feature (what two
 * need moves to shared code). `eslint-boundaries.test.ts` lints probes that break each wall.
 */
function boundaryZones() {
  const features = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [
    { target: './packages/shared', from: './apps', message: 'Shared code never imports the server or the web app.' },
    { target: './apps/web', from: './apps/server', message: 'The client never imports the server.' },
    { target: './apps/server', from: './apps/web', message: 'The server never imports the client.' },
    ...features.map(({ name }) => ({
      target: `${FEATURES}/${name}`,
      from: FEATURES,
      except: [`./${name}`],
      message: 'Features must not import each other: move what both need to shared code.',
    })),
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // The service worker's own script (push), loaded by the generated sw.js.
    files: ['apps/web/public/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The walls between packages and between features, on resolved paths (relative, aliased or by package name).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }] },
  },
);
