// Starts the real server for the e2e run: a fresh data directory, a fresh database, and copies of
// the built front ends in a static root of its own (a journey redeploys one remote there). A front
// end whose dist is missing or stale is built first (as `npm test` does), so a spec run alone never
// tests old code. The database is PostgreSQL when TEST_DATABASE_URL names a server (as in CI: the
// journeys take about 40 % less time than on the embedded one, which the API suites and the Node 22
// check still cover), else the embedded PGlite; E2E_DATABASE=pglite chooses PGlite anyway.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from '../../scripts/lib.mjs';
import { FRONT_ENDS } from '../../tooling/remotes.mjs';
import { dropDatabase, freshDatabase } from './e2e-database.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const base = join(tmpdir(), `pgportal-e2e-${port}`);
const staticRoot = join(base, 'static');
const dataDir = join(base, 'data');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.E2E_DATABASE !== 'pglite';
const databaseName = `pgportal_e2e_${port}`;
// UIDAI certificates: empty at start; a journey adds its test signer's (support/env.ts E2E_UIDAI_CERT_DIR)
const uidaiCertDir = join(base, 'uidai-certs');

await buildFrontEnds();
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
    DATA_DIR: dataDir,
    UIDAI_CERT_DIR: uidaiCertDir,
    STATIC_ROOT: staticRoot,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // sign-ins come from loopback addresses of their own (support/auth.ts), through X-Forwarded-For
    TRUST_PROXY: '1',
    DATABASE_URL: databaseUrl,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  const dropped = onPostgres ? dropDatabase(databaseName).catch(() => undefined) : Promise.resolve();
  void dropped.then(() => process.exit(code ?? 0));
});
