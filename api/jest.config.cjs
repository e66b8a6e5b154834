// API tests: node environment, SWC transform. Some dependencies need the transform too:
// - file-type 21 and its dependencies, and content-disposition (used by @fastify/static), are ESM-only;
//   file-type is also mapped to its Node entry, whose export conditions jest does not pick;
// - PGlite's CommonJS build and @fastify/cookie load modules with import(), which jest's VM refuses without
//   --experimental-vm-modules: SWC turns those into require().
const needTransform = [
  '@electric-sql/pglite',
  '@fastify/cookie',
  'cookie',
  'content-disposition',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
];
const swc = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  displayName: 'api',
  // node, plus the worker's pool of migrated PGlite databases (test/environment.ts)
  testEnvironment: '<rootDir>/test/environment.ts',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '@electric-sql/pglite/.+\\.cjs$': swc,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${needTransform.join('|')})/)`],
  moduleNameMapper: { '^file-type$': require.resolve('file-type') },
  // the tests' timeout: test/timeout.ts (a project's `testTimeout` is ignored when run from the root)
  setupFilesAfterEnv: ['<rootDir>/test/timeout.ts'],
  // One migrated template database per run, copied by each test file (test/template-database.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
