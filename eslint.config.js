// One flat config for the whole repo.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const apps = ['shell', 'mfe-auth', 'mfe-properties', 'mfe-tenants', 'mfe-complaints'];

// A package may not reach into another package's source: only @pgportal/shared is common ground.
const boundaries = [...apps, 'api', 'shared'].map((pkg) => ({
  files: [`${pkg}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // Another package's source reached by a relative path, or its package name.
            group: [...apps, 'api', 'shared', 'e2e']
              .filter((other) => other !== pkg)
              .flatMap((other) => [`**/${other}/src/**`, `**/${other}/src`, ...(other === 'shared' ? [] : [`@pgportal/${other}`, `@pgportal/${other}/**`])]),
            message: 'Packages talk through @pgportal/shared or Module Federation, never through each other’s source.',
          },
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
    files: ['{shell,mfe-auth,mfe-properties,mfe-tenants,mfe-complaints,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaries,
);
