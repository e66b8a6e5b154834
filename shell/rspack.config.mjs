import { createConfig } from '../tooling/rspack/create-config.mjs';

// The host: no exposes (nothing is loaded from the shell), remotes registered at run time from /remotes.json.
export default createConfig({ dir: import.meta.dirname, name: 'shell', title: 'PG Portal' });
