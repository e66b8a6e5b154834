import { createConfig } from '../tooling/rspack/create-config.mjs';

// The host: no exposes (nothing is loaded from the shell), remotes registered at run time from /remotes.json.
export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'PG Portal',
  // The landing and not-found pages, and its frame of the sign-in pages (dist/prerender/pages.json).
  prerender: './src/prerender.tsx',
  // Its part of the signed-in pages the server draws (dist/prerender/picture.cjs).
  picture: './src/picture.tsx',
});
