import { createConfig } from '../tooling/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_auth',
  exposes: { './routes': './src/routes.tsx' },
  // The staff and tenant sign-in pages (dist/prerender/pages.json).
  prerender: './src/prerender.tsx',
});
