// The soak (issue 28; not in CI): the cluster (`npm run cluster`: nginx, two API servers, one
// PostgreSQL, one S3 store) under half its measured peak for SOAK_MINUTES (default 30) on the
// daily staff reads. Prints the errors (target 0) and each API server's memory growth from the
// end of the warm-up to the end (target under 10%).
//
//   SOAK_MINUTES  30      how long the steady load lasts
//   SOAK_PORT     3295    the cluster's port (a fresh database pgportal_soak and DATA_DIR in /tmp)
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from './lib.mjs';
import { rssMb, signIn } from './bench/server.mjs';

const minutes = Number(process.env.SOAK_MINUTES || 30);
const port = Number(process.env.SOAK_PORT || 3295);
const url = `http://localhost:${port}`;
const dataDir = join(tmpdir(), `pgportal-soak-${port}`);
const adminUrl = process.env.SOAK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');

async function admin(query) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

async function startCluster() {
  await admin('DROP DATABASE IF EXISTS pgportal_soak WITH (FORCE)');
  rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = '/pgportal_soak';
  const cluster = spawn(process.execPath, [join(ROOT, 'scripts', 'cluster.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  await new Promise((resolve, reject) => {
    cluster.stdout.on('data', (chunk) => String(chunk).includes('PG Portal cluster:') && resolve());
    cluster.on('exit', (code) => reject(new Error(`the cluster stopped (exit ${code})`)));
  });
  return cluster;
}

const ROUTES = [
  '/api/v1/property/all-propertis?page=1&limit=20',
  '/api/v1/room/?page=1&limit=20',
  '/api/v1/tenant/?page=1&limit=20',
  '/api/v1/stats/',
  '/api/v1/user/profile',
];

function load(cookie, options) {
  return autocannon({
    url,
    connections: 10,
    headers: { cookie },
    requests: ROUTES.map((path) => ({ method: 'GET', path })),
    ...options,
  });
}

const errorsOf = (result) => result.non2xx + result.errors + result.timeouts;
/** e.g. '2xx 28598, 503 2, timeouts 0' */
const answersOf = (result) =>
  [
    ...Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code} ${count}`),
    `errors ${result.errors}`,
    `timeouts ${result.timeouts}`,
  ].join(', ');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Each server's resident memory at the start and the end of the soak, as the median of its samples
 * (every 10 s) in the first and the last tenth of it: one reading lands anywhere in a garbage
 * collection's saw-tooth, which moved a 30-minute figure by ±20%.
 */
function memoryOf(samples) {
  const tenth = (values) => Math.max(1, Math.floor(values.length / 10));
  return {
    before: samples.map((values) => median(values.slice(0, tenth(values)))),
    after: samples.map((values) => median(values.slice(-tenth(values)))),
    peaks: samples.map((values) => Math.max(...values)),
  };
}

const cluster = await startCluster();
try {
  const cookie = await signIn(url, 'admin@example.com');
  const pids = JSON.parse(readFileSync(join(dataDir, 'cluster-pids.json'), 'utf8'));
  const peak = await load(cookie, { duration: 15 });
  const rate = Math.max(1, Math.floor(peak.requests.average / 2));
  console.log(
    `Peak through the cluster: ${peak.requests.average.toFixed(0)} req/s (p99 ${peak.latency.p99} ms); soaking at ${rate} req/s for ${minutes} min`,
  );
  await load(cookie, { duration: 60, overallRate: rate }); // warm-up
  const samples = pids.map(() => []);
  const sample = async () =>
    (await Promise.all(pids.map(rssMb))).forEach((mb, index) => samples[index].push(mb));
  await sample();
  const sampler = setInterval(() => void sample(), 10_000);
  const soak = await Promise.resolve(load(cookie, { duration: minutes * 60, overallRate: rate })).finally(
    () => clearInterval(sampler),
  );
  await sample();
  const { before, after, peaks } = memoryOf(samples);
  console.log(
    `Soak: ${soak.requests.total} requests, ${soak.requests.average.toFixed(0)} req/s, p99 ${soak.latency.p99} ms, errors ${errorsOf(soak)} (target 0; answers: ${answersOf(soak)})`,
  );
  pids.forEach((pid, index) => {
    const growth = ((after[index] - before[index]) / before[index]) * 100;
    console.log(
      `API server ${index + 1}: ${before[index].toFixed(0)} MB -> ${after[index].toFixed(0)} MB (${growth.toFixed(1)}%, target under 10%; peak ${peaks[index].toFixed(0)} MB)`,
    );
  });
} finally {
  cluster.kill('SIGTERM');
  await new Promise((resolve) => cluster.on('exit', resolve));
  await admin('DROP DATABASE IF EXISTS pgportal_soak WITH (FORCE)').catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
