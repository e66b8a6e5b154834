// Builds the API for `npm start`: api/src/server.ts, api/src/billing.ts, the backup and signing-key commands bundled to CommonJS in
// api/dist with esbuild (already installed with tsx), the workspace's own TypeScript packages
// (@pgportal/*) bundled in, every other package left to node_modules. The SQL migrations are
// copied beside the bundle, where the compiled client looks for them (__dirname/migrations).
// Types are not checked here: `npm run typecheck` does that.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, stop } from 'esbuild';
import { ROOT } from './lib.mjs';

const api = join(ROOT, 'api');
const outdir = join(api, 'dist');

/** Bare imports stay require()s of node_modules, except the workspace's TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pgportal/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      server: join(api, 'src', 'server.ts'),
      billing: join(api, 'src', 'billing.ts'),
      backup: join(api, 'src', 'backup', 'cli.ts'),
      keys: join(api, 'src', 'services', 'verify', 'keys-cli.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  cpSync(join(api, 'src', 'db', 'migrations'), join(outdir, 'migrations'), { recursive: true });
  // esbuild's service process would otherwise stay beside the server for its whole life.
  await stop();
}

if (process.argv[1] === new URL(import.meta.url).pathname) await buildApi();
