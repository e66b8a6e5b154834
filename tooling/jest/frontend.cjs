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
  // jest's default 5 s failed tests under a loaded 2-core CI; no test waits on time (they wait on events).
  testTimeout: 20_000,
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
};
