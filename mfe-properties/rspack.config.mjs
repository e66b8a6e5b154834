import path from 'node:path';
import { createConfig } from '../tooling/rspack/create-config.mjs';

const config = createConfig({
  dir: import.meta.dirname,
  name: 'mfe_properties',
  exposes: { './routes': './src/routes.tsx' },
});

// recharts (the Reports page's own, unshared dependency) tells fragments apart with react-is, which
// must be React 19's: the copy hoisted to the root is React 17's, kept for another package.
config.resolve.alias = {
  ...config.resolve.alias,
  'react-is$': path.join(import.meta.dirname, 'node_modules/react-is'),
};

export default config;
