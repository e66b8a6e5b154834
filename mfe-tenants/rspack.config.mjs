import { createConfig } from '../tooling/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_tenants',
  exposes: { './routes': './src/routes.tsx' },
  // Its pages and widgets of the signed-in pages the server draws (dist/prerender/picture.cjs).
  picture: './src/picture.tsx',
});
