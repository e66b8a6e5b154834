import { createRequire } from 'node:module';
import path from 'node:path';
import { createConfig } from '../tooling/rspack/create-config.mjs';

const config = createConfig({
  dir: import.meta.dirname,
  name: 'mfe_properties',
  exposes: { './routes': './src/routes.tsx' },
});

// recharts (the Reports page's own, unshared dependency) tells fragments apart with react-is, which
// must be React 19's: the copy hoisted to the root is React 17's, kept for another package. It is
// this package's own; a copy of the package built alone beside it (e2e's redeploy) finds it too.
const require = createRequire(import.meta.url);
const reactIs = require.resolve('react-is/package.json', {
  paths: [path.join(import.meta.dirname, '..', 'mfe-properties'), import.meta.dirname],
});
config.resolve.alias = { ...config.resolve.alias, 'react-is$': path.dirname(reactIs) };

export default config;
