// Jest setup shared by every front-end package: jsdom, SWC transform, Testing Library matchers.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // CSS modules first: a proxy that answers each class name with itself; other CSS: nothing.
  moduleNameMapper: {
    '\\.module\\.css$': path.join(__dirname, 'css-module-stub.cjs'),
    '\\.css$': path.join(__dirname, 'style-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.ts')],
  // the tests' timeout: setup-dom.ts (a project's `testTimeout` is ignored when run from the root)
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
};
