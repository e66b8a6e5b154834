// `npm start`: build whichever front end or API bundle is missing or stale (scripts/build-hash.mjs),
// then serve everything on one port from the compiled API (api/dist/server.js; `npm run dev` and
// the tests run the TypeScript sources with tsx).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildApiIfStale, buildFrontEnds, ROOT } from './lib.mjs';

try {
  const force = process.argv.includes('--rebuild');
  await buildFrontEnds({ force });
  await buildApiIfStale({ force });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'api', 'dist', 'server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});

// The server shuts down gracefully on SIGINT/SIGTERM; pass them on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
