// Starts `npm run cluster` for the cluster journey: a fresh PostgreSQL database (dropped when it
// ends), a fresh DATA_DIR, nginx on E2E_PORT in front of two API servers and an S3-compatible store.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropDatabase, freshDatabase } from './e2e-database.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.E2E_PORT ?? 3290);
const name = `pgportal_e2e_cluster_${port}`;
const dataDir = join(tmpdir(), `pgportal-e2e-cluster-${port}`);

const databaseUrl = await freshDatabase(name);
rmSync(dataDir, { recursive: true, force: true });

const cluster = spawn(process.execPath, [join(root, 'scripts', 'cluster.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});
const cleanUp = async (code) => {
  await dropDatabase(name).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cluster.kill(signal));
cluster.on('exit', (code) => void cleanUp(code ?? 0));
