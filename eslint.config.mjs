// ESLint (flat config): TypeScript, React, hooks and accessibility rules for the site, the build, the
// server, the scripts and the tests. Formatting is Prettier's (.prettierrc.json); `npm run lint` runs both.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
