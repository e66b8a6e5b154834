// One flat config for the whole repo.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const featureBoundaries = require('./tooling/eslint/feature-boundaries.cjs');

const frontEnds = require('./shared/contracts/src/remotes.json');

const apps = [frontEnds.shell.folder, ...frontEnds.remotes.map((remote) => remote.folder)];

const sharedPackages = ['shared/contracts', 'shared/ui', 'shared/domain', 'shared/runtime'];

// Another package's source reached by a relative path, or an app's package name.
const foreignSource = (pkg) =>
  [...apps, 'api', 'e2e', ...sharedPackages]
    .filter((other) => other !== pkg)
    .flatMap((other) => {
      const folder = other.split('/').pop();
      return [`**/${folder}/src/**`, `**/${folder}/src`, ...(other.startsWith('shared/') ? [] : [`@pgportal/${folder}`, `@pgportal/${folder}/**`])];
    });

const REACT_WORLD = ['react', 'react/**', 'react-dom', 'react-dom/**', 'react-router', 'react-router-dom', 'swr', 'swr/**', 'zustand', 'zustand/**', '@radix-ui/**', 'react-hook-form', '@hookform/**', 'react-toastify', '@pgportal/ui', '@pgportal/ui/**', '@pgportal/domain', '@pgportal/runtime', '@pgportal/runtime/**'];

/** What each package may not import, beyond other packages' source. */
const EXTRA_BANS = {
  api: { group: REACT_WORLD, message: 'The API bundles only @pgportal/contracts: no React, UI kit or browser run-time.' },
  'shared/contracts': { group: REACT_WORLD, message: '@pgportal/contracts is pure: it depends on zod only.' },
};

// Routing comes from @pgportal/runtime/router, the one module Module Federation shares (trimmed to
// the names the portal uses); importing react-router itself would load a second, whole copy.
const ROUTER_BAN = {
  group: ['react-router', 'react-router/**', 'react-router-dom', 'react-router-dom/**'],
  message: 'Import routing from @pgportal/runtime/router (add a missing name there), never react-router or react-router-dom.',
};
const ROUTER_MODULE = 'shared/runtime/src/router.ts';

// date-fns' index loads all of its 300 modules, and every API test file loads the app anew: the
// API imports each function from its own path (date-fns/format).
const EXTRA_PATHS = {
  api: [{ name: 'date-fns', message: "Import each function from its own path (import { format } from 'date-fns/format'): the index loads all 300 modules." }],
};

// A package may not reach into another package's source: apps talk through the shared packages
// (contracts, ui, runtime) or Module Federation.
const boundaries = [...apps, 'api', ...sharedPackages].map((pkg) => ({
  files: [`${pkg}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: foreignSource(pkg),
            message: 'Packages talk through @pgportal/contracts, @pgportal/ui, @pgportal/runtime or Module Federation, never through each other’s source.',
          },
          ...(EXTRA_BANS[pkg] ? [EXTRA_BANS[pkg]] : []),
          ROUTER_BAN,
        ],
        ...(EXTRA_PATHS[pkg] ? { paths: EXTRA_PATHS[pkg] } : {}),
      },
    ],
  },
  ...(pkg === 'shared/runtime' ? { ignores: [ROUTER_MODULE] } : {}),
}));

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Type-aware rules (no floating promises, no misused promises, ...) for the TypeScript sources.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      // Fastify handlers and hooks, and test doubles, are async by contract even without an await.
      '@typescript-eslint/require-await': 'off',
      // React event props may take a promise-returning handler (react-hook-form's handleSubmit).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Each bundle carries its own copy of @pgportal/contracts: an error thrown by another bundle
      // is not an instance of this one's class, and the user would see 'An unknown error occurred.'.
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='instanceof'][right.name='ApiError'], BinaryExpression[operator='instanceof'][right.property.name='ApiError']",
          message: 'Use isApiError(value) from @pgportal/contracts/api: instanceof ApiError fails across Module Federation bundles.',
        },
      ],
    },
  },
  {
    // Tests read JSON answers as they come; the assertions check their shape.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{cjs,js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{cjs,js}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [...apps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/*/src/**/*.{ts,tsx}', 'tooling/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaries,
  {
    // The router module itself: the same boundary, and the one place react-router is imported.
    files: [ROUTER_MODULE],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: foreignSource('shared/runtime'), message: 'Packages talk through the shared packages, never through each other’s source.' }] },
      ],
    },
  },
  {
    files: ['tooling/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ROUTER_BAN] }] },
  },
  {
    files: apps.map((app) => `${app}/src/features/**/*.{ts,tsx}`),
    plugins: { pgportal: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'pgportal/feature-boundaries': 'error' },
  },
);
