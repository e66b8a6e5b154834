// Starts `npm run cluster` for the cluster journey: a fresh PostgreSQL database (dropped when it
// ends), a fresh DATA_DIR, nginx on E2E_PORT in front of two API servers and an S3-compatible store.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pg = createRequire(join(root, 'api', 'package.json'))('pg');
const port = Number(process.env.E2E_PORT ?? 3290);
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `pgportal_e2e_cluster_${port}`;
const dataDir = join(tmpdir(), `pgportal-e2e-cluster-${port}`);

async function admin(query) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
rmSync(dataDir, { recursive: true, force: true });
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const cluster = spawn(process.execPath, [join(root, 'scripts', 'cluster.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});
const cleanUp = async (code) => {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cluster.kill(signal));
cluster.on('exit', (code) => void cleanUp(code ?? 0));
