// One flat config for the whole repo.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const apps = ['shell', 'mfe-auth', 'mfe-properties', 'mfe-tenants', 'mfe-complaints'];

const sharedPackages = ['shared/contracts', 'shared/ui', 'shared/runtime'];

// Another package's source reached by a relative path, or an app's package name.
const foreignSource = (pkg) =>
  [...apps, 'api', 'e2e', ...sharedPackages]
    .filter((other) => other !== pkg)
    .flatMap((other) => {
      const folder = other.split('/').pop();
      return [`**/${folder}/src/**`, `**/${folder}/src`, ...(other.startsWith('shared/') ? [] : [`@pgportal/${folder}`, `@pgportal/${folder}/**`])];
    });

const REACT_WORLD = ['react', 'react/**', 'react-dom', 'react-dom/**', 'react-router', 'react-router-dom', 'swr', 'swr/**', 'zustand', 'zustand/**', '@radix-ui/**', 'react-hook-form', '@hookform/**', 'react-toastify', '@pgportal/ui', '@pgportal/ui/**', '@pgportal/runtime', '@pgportal/runtime/**'];

/** What each package may not import, beyond other packages' source. */
const EXTRA_BANS = {
  api: { group: REACT_WORLD, message: 'The API bundles only @pgportal/contracts: no React, UI kit or browser run-time.' },
  'shared/contracts': { group: REACT_WORLD, message: '@pgportal/contracts is pure: it depends on zod only.' },
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
        ],
      },
    ],
  },
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
  {
    files: ['**/*.{cjs,js}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{shell,mfe-auth,mfe-properties,mfe-tenants,mfe-complaints}/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaries,
);
