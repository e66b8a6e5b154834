// Every jest suite of the repo in one run: `npx jest` from the root.
const list = require('./shared/contracts/src/remotes.json');

const frontEnds = [list.shell.folder, ...list.remotes.map((remote) => remote.folder)];

module.exports = {
  projects: ['shared/contracts', 'shared/ui', 'shared/domain', 'shared/runtime', ...frontEnds, 'api'].map(
    (pkg) => `<rootDir>/${pkg}`,
  ),
};
