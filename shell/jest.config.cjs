const base = require('../tooling/jest/frontend.cjs');

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup-router.ts'],
};
