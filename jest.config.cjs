// Every jest suite of the repo in one run: `npx jest` from the root.
module.exports = {
  projects: ['shared/contracts', 'shared/ui', 'shared/runtime', 'shell', 'mfe-auth', 'mfe-properties', 'mfe-tenants', 'mfe-complaints', 'api'].map(
    (pkg) => `<rootDir>/${pkg}`,
  ),
};
