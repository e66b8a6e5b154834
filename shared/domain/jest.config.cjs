module.exports = require('../../tooling/jest/frontend.cjs');
