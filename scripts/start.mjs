// `npm start`: build whichever front end is missing or stale (scripts/build-hash.mjs), then serve
// everything on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildFrontEnds, ROOT } from './lib.mjs';

try {
  await buildFrontEnds({ force: process.argv.includes('--rebuild') });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});

// The server shuts down gracefully on SIGINT/SIGTERM; pass them on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
