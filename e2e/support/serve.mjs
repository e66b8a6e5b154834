// Starts the real server for the e2e run: a fresh data directory, and copies of the built front
// ends in a static root of its own (a journey redeploys one remote there). A front end whose dist
// is missing or stale is built first (as `npm test` does), so a spec run alone never tests old code.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from '../../scripts/lib.mjs';
import { FRONT_ENDS } from '../../tooling/remotes.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const base = join(tmpdir(), `pgportal-e2e-${port}`);
const staticRoot = join(base, 'static');
const dataDir = join(base, 'data');
// UIDAI certificates: empty at start; a journey adds its test signer's (support/env.ts E2E_UIDAI_CERT_DIR)
const uidaiCertDir = join(base, 'uidai-certs');

await buildFrontEnds();
rmSync(base, { recursive: true, force: true });
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
    DATABASE_URL: '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
