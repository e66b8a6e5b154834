// Lists at scale (issues 28 and 43): every list and detail route staff use daily, at 1,000
// properties, 20,000 beds, 100,000 tenants and 1,000,000 invoices (`npm run seed:large` with
// BENCH_INVOICES=1), or with SEED_SCALE=operator at a large operator's 5,000 properties, 100,000
// beds, 150,000 tenants and 2,000,000 invoices (PostgreSQL only), at 10 connections, every request
// reading the database. On PostgreSQL (database LISTS_DATABASE, default pgportal_bench_lists or
// pgportal_bench_operator, seeded once and kept: a second run skips the seeding) each route
// stands beside the very SQL the server ran for it (traced by pg-trace.mjs) through a bare pg pool
// of 10; targets ≥ 1,000 req/s, p99 ≤ 20 ms, ratio ≥ 0.6. On PGlite (LISTS_PGLITE_DIR, kept
// likewise) the targets are ≥ 100 req/s and p99 ≤ 250 ms.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApiIfStale, ROOT } from '../lib.mjs';
import { startBareReplay } from './replay-pool.mjs';
import { signIn, startServer } from './server.mjs';
import { measureThroughput } from './throughput.mjs';

const TARGETS = {
  PostgreSQL: { rps: 1_000, p99: 20, ratio: 0.6 },
  PGlite: { rps: 100, p99: 250 },
};

const SCALE = process.env.SEED_SCALE ?? 'bench';
const SIZES = {
  bench: '1,000 properties, 20,000 beds, 100,000 tenants, 1,000,000 invoices',
  operator: '5,000 properties, 100,000 beds, 150,000 tenants, 2,000,000 invoices, 200,000 complaints',
};
/** The bench scale's tenants are fixed; the operator's come from its scale (seed-large/scale.ts). */
const SEED_ENV = SCALE === 'bench' ? { BENCH_TENANTS: '100000' } : {};

/** The routes, given the bench property and one of its tenants on a bed. */
const routesOf = ({ tenantId, propertyId }) => [
  ['GET /property/all-propertis', '/api/v1/property/all-propertis?page=1&limit=50'],
  ['GET /property/overview', '/api/v1/property/overview'],
  ['GET /room/', '/api/v1/room/?page=1&limit=50'],
  ['GET /room/property/:id (rooms of a property)', `/api/v1/room/property/${propertyId}`],
  ['GET /tenant', '/api/v1/tenant?page=1&limit=50'],
  [
    'GET /tenant?search=meera iyer',
    `/api/v1/tenant?search=${encodeURIComponent('meera iyer')}&page=1&limit=50`,
  ],
  // a phone as people type it: bench tenant 1,234's is 9000001234
  [
    'GET /tenant?search=+91 90000 01234',
    `/api/v1/tenant?search=${encodeURIComponent('+91 90000 01234')}&page=1&limit=50`,
  ],
  ['GET /payment/dues', '/api/v1/payment/dues?page=1&limit=20'],
  ['GET /complaint/all', '/api/v1/complaint/all?page=1&limit=20'],
  ['GET /complaint/all?scope=all', '/api/v1/complaint/all?scope=all&page=1&limit=20'],
  ["GET /payment/tenant-invoice/:id (a tenant's invoices)", `/api/v1/payment/tenant-invoice/${tenantId}`],
  ['GET /expense/?month=2025-06', '/api/v1/expense/?month=2025-06&page=1&limit=20'],
  ['GET /audit/', '/api/v1/audit/?page=1&limit=50'],
  ['GET /stats/', '/api/v1/stats/'],
  ['GET /report/monthly', '/api/v1/report/monthly?month=2025-06'],
];

/**
 * Issue 43: a deep page costs what the first costs. For each list of more than two pages, its
 * last page by number, the page past the last (empty), and, for a list that pages by key
 * (`pagination.next`), its last page by `after` (the cursor the page before it names).
 */
async function deepRoutesOf(url, cookie, routes) {
  const read = async (path) => (await fetch(`${url}${path}`, { headers: { cookie } })).json();
  const deep = [];
  for (const [name, path] of routes) {
    if (!path.includes('page=1&')) continue;
    const at = (page) => path.replace('page=1&', `page=${page}&`);
    const { pagination } = await read(path);
    const last = pagination?.totalPages ?? 0;
    if (last < 3) continue;
    deep.push([`${name}, last page (${last.toLocaleString('en')})`, at(last)]);
    if (pagination.next) {
      const before = (await read(at(last - 1))).pagination.next;
      deep.push([`${name}, last page by after`, `${at(last)}&after=${encodeURIComponent(before)}`]);
    }
    deep.push([`${name}, past the last page`, at(last + 1)]);
  }
  return deep;
}

/** `npm run seed:large` with the lists bench's billing; it skips what is already there. */
function seedLarge(env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'api', 'src', 'db', 'seed-large.ts')],
      {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          ...SEED_ENV,
          BENCH_INVOICES: '1',
          ...env,
        },
      },
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`seed:large exited with ${code}`)),
    );
  });
}

/** Signs the admin in with the first bench property as current; returns the cookie and a tenant. */
async function prepare(server) {
  const cookie = await signIn(server.url, 'admin@example.com');
  const headers = { cookie, origin: server.url };
  const found = await fetch(
    `${server.url}/api/v1/property/all-propertis?search=${encodeURIComponent('Bench PG 1')}&limit=100`,
    { headers },
  );
  const property = (await found.json()).data.find((row) => row.name === 'Bench PG 1');
  const switched = await fetch(`${server.url}/api/v1/property/set-current-property/${property._id}`, {
    method: 'PATCH',
    headers,
  });
  if (!switched.ok) throw new Error(`Switching to Bench PG 1 failed: ${await switched.text()}`);
  const tenants = await (
    await fetch(`${server.url}/api/v1/tenant?assigned=true&page=1&limit=1`, { headers })
  ).json();
  return { cookie, tenantId: tenants.data[0]._id, propertyId: property._id };
}

/** The kept database is signed into at every run: its sign-in code quota would run out. */
async function forgetCodeRequests(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from rate_limits');
  } finally {
    await client.end();
  }
}

const figure = (result) => `${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms`;

/** The same statements on a bare pool, as words for the route's line; a replay that fails says why. */
async function measureBare(databaseUrl, port, statements, api, target) {
  const bare = await startBareReplay(databaseUrl, port, statements);
  try {
    const once = await fetch(bare.url);
    if (!once.ok)
      return `; the bare pool's replay of its ${statements.length} statements failed: ${await once.text()}`;
    const raw = await measureThroughput(bare.url);
    const ratio = api.rps / raw.rps;
    return `; the same ${statements.length} statements on a bare pg pool ${figure(raw)}, ratio ${ratio.toFixed(2)} (target ${target.ratio}: ${ratio >= target.ratio ? 'met' : 'NOT MET'})`;
  } finally {
    await bare.stop();
  }
}

async function measure({ label, env, port, databaseUrl, print }) {
  const seconds = await seedLarge(env);
  print(
    `Lists at scale on ${label}: seed:large took ${seconds.toFixed(0)} s (nothing to add when the data is there)`,
  );
  if (databaseUrl) await forgetCodeRequests(databaseUrl);
  const traceFile = join(tmpdir(), `pgportal-lists-trace-${process.pid}.jsonl`);
  const server = await startServer({
    port,
    env: {
      ...env,
      BILLING_JOB: 'false',
      PUBLIC_URL: `http://localhost:${port}`,
      PG_TRACE_FILE: databaseUrl ? traceFile : '',
    },
    execArgv: databaseUrl ? ['--import', join(ROOT, 'scripts', 'bench', 'pg-trace.mjs')] : [],
  });
  const target = TARGETS[label];
  try {
    const { cookie, ...ids } = await prepare(server);
    // LISTS_ROUTES=properties,rooms measures only the routes whose path has one of the words
    const only = process.env.LISTS_ROUTES?.split(',');
    const routes = routesOf(ids);
    // LISTS_DEEP=0 leaves out the deep pages
    const deep = process.env.LISTS_DEEP === '0' ? [] : await deepRoutesOf(server.url, cookie, routes);
    for (const [name, path] of [...routes, ...deep]) {
      if (only && !only.some((word) => path.includes(word))) continue;
      // One request traced (after a warm-up one), then the route at 10 connections.
      await fetch(`${server.url}${path}`, { headers: { cookie } });
      rmSync(traceFile, { force: true });
      const once = await fetch(`${server.url}${path}`, { headers: { cookie } });
      if (!once.ok) {
        print(`  ${name}: NOT MEASURED, it answered ${once.status}: ${await once.text()}`);
        continue;
      }
      const statements =
        databaseUrl && existsSync(traceFile)
          ? readFileSync(traceFile, 'utf8')
              .trim()
              .split('\n')
              .map((line) => JSON.parse(line))
          : [];
      const api = await measureThroughput(`${server.url}${path}`, { cookie });
      const met = api.rps >= target.rps && api.p99 <= target.p99;
      let line = `  ${name}: ${figure(api)} (target ${target.rps.toLocaleString('en')} req/s, p99 ${target.p99} ms: ${met ? 'met' : 'NOT MET'})`;
      if (databaseUrl) line += await measureBare(databaseUrl, port + 5, statements, api, target);
      print(line);
    }
  } finally {
    await server.stop();
    rmSync(traceFile, { force: true });
  }
}

export async function benchLists({ port, print, adminUrl, pglite = true }) {
  const name =
    process.env.LISTS_DATABASE ?? (SCALE === 'bench' ? 'pgportal_bench_lists' : 'pgportal_bench_operator');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = join(tmpdir(), `pgportal-bench-lists-${name}`);
  mkdirSync(dataDir, { recursive: true });
  const load = () => `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`;
  print(`Lists at scale (${SIZES[SCALE]}), ${load()}:`);
  await measure({
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    port,
    databaseUrl: url.toString(),
    print,
  });
  // The embedded database is measured at the bench scale (10,000 tenants), never the operator's.
  if (!pglite || SCALE !== 'bench') return;
  const pgliteDir = process.env.LISTS_PGLITE_DIR ?? join(tmpdir(), 'pgportal-bench-lists-pglite');
  mkdirSync(pgliteDir, { recursive: true });
  await measure({ label: 'PGlite', env: { DATA_DIR: pgliteDir, DATABASE_URL: '' }, port, print });
  print(`  (${load()} at the end)`);
}

// `node scripts/bench/lists.mjs`: this part alone (LISTS_PGLITE=0 skips PGlite, LISTS_PORT sets
// the server's port, the bare pool's is 5 above it).
if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApiIfStale();
  await benchLists({
    port: Number(process.env.LISTS_PORT ?? 3340),
    print: console.log,
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    pglite: process.env.LISTS_PGLITE !== '0',
  });
}
