// Starts the real servers for the e2e run, one per worker (E2E_PORTS, comma-separated; else
// E2E_PORT), all at once: each has a fresh data directory, a fresh database, and copies of the built
// front ends in a static root of its own (a journey redeploys one remote there). Prints
// 'e2e servers ready' once every one answers its health route (playwright.config.ts waits for it).
// A front end whose dist is missing or stale is built first (as `npm test` does), so a spec run
// alone never tests old code. The database is PostgreSQL when TEST_DATABASE_URL names a server (as
// in CI: the journeys take about 40 % less time than on the embedded one, which the API suites and
// the Node 22 check still cover), else the embedded PGlite; E2E_DATABASE=pglite chooses PGlite anyway.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from '../../scripts/lib.mjs';
import { FRONT_ENDS } from '../../tooling/remotes.mjs';
import { dropDatabase, freshDatabase } from './e2e-database.mjs';

const ports = (process.env.E2E_PORTS ?? process.env.E2E_PORT ?? '3210').split(',').map(Number);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.E2E_DATABASE !== 'pglite';

/** One worker's server on `port`; resolves with its process once its health route answers. */
async function startServer(port) {
  const base = join(tmpdir(), `pgportal-e2e-${port}`);
  const staticRoot = join(base, 'static');
  const databaseName = `pgportal_e2e_${port}`;
  rmSync(base, { recursive: true, force: true });
  const databaseUrl = onPostgres ? await freshDatabase(databaseName) : '';
  for (const app of FRONT_ENDS) {
    mkdirSync(join(staticRoot, app), { recursive: true });
    cpSync(join(root, app, 'dist'), join(staticRoot, app, 'dist'), { recursive: true });
  }
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'api', 'src', 'server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: join(base, 'data'),
      // UIDAI certificates: empty at start; a journey adds its test signer's (support/env.ts E2E_UIDAI_CERT_DIR)
      UIDAI_CERT_DIR: join(base, 'uidai-certs'),
      STATIC_ROOT: staticRoot,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // sign-ins come from loopback addresses of their own (support/auth.ts), through X-Forwarded-For
      TRUST_PROXY: '1',
      DATABASE_URL: databaseUrl,
    },
  });
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code ?? 0)));
  const dropped = exited.then(() =>
    onPostgres ? dropDatabase(databaseName).catch(() => undefined) : undefined,
  );
  await Promise.race([
    answers(port),
    exited.then((code) => Promise.reject(new Error(`The e2e server on ${port} exited (${code})`))),
  ]);
  return { server, exited, dropped };
}

async function answers(port) {
  for (;;) {
    const ok = await fetch(`http://localhost:${port}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

await buildFrontEnds();
const started = ports.map(startServer);
const servers = [];
let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  for (const { server } of servers) server.kill('SIGTERM');
  await Promise.all(servers.map(({ dropped }) => dropped));
  process.exit(code);
};
for (const attempt of started)
  attempt.then(
    (running) => servers.push(running),
    () => undefined,
  );
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));
try {
  await Promise.all(started);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await Promise.allSettled(started);
  await stopAll(1);
}
console.log(`e2e servers ready: ${ports.join(', ')}`);
// A server that stops on its own ends the run's servers: the journeys on it would fail anyway.
void Promise.race(servers.map(({ exited }) => exited)).then((code) => stopAll(code || 1));
