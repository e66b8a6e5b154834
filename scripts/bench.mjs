// `npm run bench`: bundle sizes of a production build, server start-up and memory on PGlite,
// GET /api/v1/user/profile throughput on PGlite and PostgreSQL beside a bare Fastify route, the
// property and room lists at 1,000 properties and 20,000 beds beside a bare pg pool, the tenants
// list and search at 10,000 / 100,000 tenants (scripts/bench/tenants.mjs), billing at scale on
// PostgreSQL (scripts/bench/billing.mjs, its data made by billing-data.mjs) with the Dues page's
// first page (dues.mjs), the monthly report (reports.mjs), the payments CSV of 100,000 rows with
// the server's memory (exports.mjs), a 5,000-line bank statement import (scripts/bench/statements.mjs),
// every daily staff list at 1,000 properties, 100,000 tenants and 1,000,000 invoices on both
// databases beside the same SQL on a bare pg pool (scripts/bench/lists.mjs, issue 28),
// first paint on a phone (Lighthouse, scripts/bench/web.mjs), PGlite's writes per second with
// fsync off and on (scripts/bench/durability.mjs, issue 41),
// and the API fuzz test at its full 1,000 runs per write route (as `npm run fuzz`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBareFastify } from './bench/bare-fastify.mjs';
import { benchBilling } from './bench/billing.mjs';
import { benchDurability } from './bench/durability.mjs';
import { measureBundles, sharedModuleSizes } from './bench/bundle-size.mjs';
import { benchLists } from './bench/lists.mjs';
import { benchPropertyLists } from './bench/properties.mjs';
import { rssMb, signIn, startServer } from './bench/server.mjs';
import { benchStatementImport } from './bench/statements.mjs';
import { benchTenants } from './bench/tenants.mjs';
import { measureThroughput } from './bench/throughput.mjs';
import { benchWeb } from './bench/web.mjs';
import { buildApiIfStale, buildFrontEnds, ROOT, run } from './lib.mjs';

const PORT = 3300;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
const lines = [];
const print = (line) => {
  lines.push(line);
  console.log(line);
};

await buildFrontEnds();
await buildApiIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'pgportal-bench-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: `http://localhost:${PORT}` };

// First start creates the data directory and seeds it; the measured start is the second one.
await (await startServer({ port: PORT, env })).stop();
const compiled = await startServer({ port: PORT, env });
const rss = await rssMb(compiled.pid);
print(
  `Server ready on an existing PGlite data directory: ${Math.round(compiled.readyMs)} ms (budget 3000 ms, ${verdict(compiled.readyMs < 3000)})`,
);
print(`Server memory (RSS) at ready: ${rss.toFixed(0)} MB (budget 350 MB, ${verdict(rss < 350)})`);
await compiled.stop();
// The same start from the TypeScript sources through tsx (as `npm run dev`), for comparison.
const fromSource = await startServer({ port: PORT, env, source: true });
print(
  `  from source with tsx instead: ready in ${Math.round(fromSource.readyMs)} ms, ${(await rssMb(fromSource.pid)).toFixed(0)} MB RSS`,
);
await fromSource.stop();
const server = await startServer({ port: PORT, env });

const cookie = await signIn(server.url, 'admin@example.com');
const bundles = await measureBundles(server.url, cookie);
print(
  `First visit to / loads ${kb(bundles.landingGzip)} of JavaScript gzip in ${bundles.landingFiles} files (budget 200 KB, ${verdict(bundles.landingGzip <= 200 * 1024)})`,
);
for (const [name, bytes] of Object.entries(bundles.perRemote))
  print(`  ${name} first chunks: ${kb(bytes)} gzip`);
print('Shared modules as the shell provides them (gzip, each fetched only when something uses it):');
for (const [name, bytes] of Object.entries(sharedModuleSizes(join(ROOT, 'shell', 'dist'))))
  if (bytes >= 1024) print(`  ${name}: ${kb(bytes)}`);

const bare = await startBareFastify(PORT + 1);
const bareResult = await measureThroughput(bare.url);
await bare.stop();
print(`Bare Fastify route: ${bareResult.rps.toFixed(0)} req/s, p99 ${bareResult.p99} ms`);

const report = (label, result) =>
  print(
    `GET /api/v1/user/profile on ${label}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms (${((result.rps / bareResult.rps) * 100).toFixed(0)}% of bare Fastify)`,
  );

report('PGlite', await measureThroughput(`${server.url}/api/v1/user/profile`, { cookie }));
await server.stop();
await benchPropertyLists({ port: PORT, env, label: 'PGlite', print });
rmSync(dataDir, { recursive: true, force: true });
// Writes per second on PGlite on disk with fsync off (PGlite's default) and on (ours), issue 41.
await benchDurability({ print });

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pgportal_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const pgDataDir = mkdtempSync(join(tmpdir(), 'pgportal-bench-'));
  const pgServer = await startServer({
    port: PORT,
    env: { ...env, DATA_DIR: pgDataDir, DATABASE_URL: url.toString() },
  });
  const pgCookie = await signIn(pgServer.url, 'admin@example.com');
  report('PostgreSQL', await measureThroughput(`${pgServer.url}/api/v1/user/profile`, { cookie: pgCookie }));
  await pgServer.stop();
  await benchPropertyLists({
    port: PORT,
    env: { ...env, DATA_DIR: pgDataDir, DATABASE_URL: url.toString() },
    label: 'PostgreSQL',
    databaseUrl: url.toString(),
    print,
  });
  rmSync(pgDataDir, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
} catch (error) {
  print(`PostgreSQL benchmark skipped: ${error.message}`);
} finally {
  await admin.end().catch(() => undefined);
}

try {
  await benchTenants({ port: PORT, print, adminUrl });
} catch (error) {
  print(`Tenants list benchmark skipped: ${error.message}`);
}

// Billing at 100,000 tenants and 1,000,000 invoices (issue #12).
try {
  await benchBilling({ adminUrl, port: PORT + 3, print });
} catch (error) {
  print(`Billing benchmark skipped: ${error.message}`);
}

// A 5,000-line bank statement imported against 100,000 tenants (issue 23).
try {
  await benchStatementImport({ adminUrl, port: PORT + 4, print });
} catch (error) {
  print(`Statement import benchmark skipped: ${error.message}`);
}

// Every daily staff list at the issue's size, PostgreSQL then PGlite (issue 28); the data is kept.
try {
  await benchLists({ port: PORT + 5, print, adminUrl });
} catch (error) {
  print(`Lists at scale benchmark skipped: ${error.message}`);
}

print('First paint on a phone (as npm run bench:web):');
await benchWeb({ port: PORT + 2, print });

// The full fuzz count (CI runs 50 per route): on PGlite, and on PostgreSQL at the bench's server.
print('API fuzz test at 1,000 runs per write route (as npm run fuzz):');
const fuzzCode = await run('node', ['scripts/fuzz.mjs'], {
  env: { ...process.env, FUZZ_RUNS: '1000', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? adminUrl },
});
print(`  ${fuzzCode === 0 ? 'passed' : `FAILED (exit ${fuzzCode})`}`);
