// ESLint (flat config): TypeScript, React, hooks and accessibility rules for the site, the build, the
// server, the scripts and the tests, and the layers of src/. Formatting is Prettier's (.prettierrc.json);
// `npm run lint` runs both.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

// The layers of src/, lowest first (docs/contributing.md, "Layers"): a folder imports from its own
// layer and the ones before it, never from a later one. The editor (admin/) and the staff inbox
// (staff-area/) are apps bundled apart, on top: nothing else imports them, nor they each other.
const SRC_LAYERS = [
  ['lib', 'styles'],
  ['runtime', 'services'],
  ['hooks', 'context'],
  ['forms', 'components'],
  ['templates', 'offline', 'pages', 'wrap-page-element.tsx'],
];
const SRC_APPS = ['admin', 'staff-area'];
const LAYER_MESSAGE = 'runs back up the layers of src/ (docs/contributing.md, "Layers"): move what both need down a layer.';
const layerZones = [
  ...SRC_LAYERS.flatMap((layer, i) =>
    layer.map((folder) => ({
      target: `./src/${folder}`,
      from: [...SRC_LAYERS.slice(i + 1).flat(), ...SRC_APPS].map((above) => `./src/${above}`),
      message: `src/${folder} ${LAYER_MESSAGE}`,
    })),
  ),
  ...SRC_APPS.map((app) => ({
    target: `./src/${app}`,
    from: SRC_APPS.filter((other) => other !== app).map((other) => `./src/${other}`),
    message: `src/${app} is an app of its own: share code through src/lib.`,
  })),
  {
    // The build, the server and the scripts run in Node: from src/ they take pure code only.
    target: ['./gatsby-node.ts', './gatsby/*.ts', './gatsby/cms', './server', './scripts'],
    from: './src',
    except: ['./lib', './forms/schemas.ts', './admin/contract.ts'],
    message: 'The build, the server and the scripts import from src/ only src/lib, the form schemas and the editor contract.',
  },
];

export default tseslint.config(
  {
    ignores: ['public/', '.cache/', 'coverage/', 'bench-results/', 'test-results/', 'playwright-report/', 'var/', 'node_modules/', 'src/gatsby-types.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,jsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Names starting with _ are deliberately unused (a tuple's skipped element, an unused callback argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{tsx,jsx}', 'gatsby-*.tsx', 'src/**/*.ts'],
    ...react.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Props are typed with TypeScript.
      'react/prop-types': 'off',
    },
  },
  {
    files: ['src/**', 'gatsby-node.ts', 'gatsby/**', 'server/**', 'scripts/**'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }] },
  },
  {
    files: ['__tests__/**'],
    languageOptions: { globals: globals.jest },
    // Tests build throwaway components inline (mocks, probes); React DevTools names are of no use there.
    rules: { 'react/display-name': 'off' },
  },
  {
    // CommonJS files: Jest's configuration and its helpers.
    files: ['**/*.js'],
    ignores: ['gatsby/shims/**', 'src/**'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
