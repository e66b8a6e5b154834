// The tenants list at scale (issue 11): GET /api/v1/tenant?page=1&limit=50 and a search, at 10
// connections, on PGlite (10,000 tenants) and PostgreSQL (100,000), every request reading the
// database, beside the same SQL answered by a bare Fastify route over a bare pg pool (PostgreSQL
// only: the ratio of the two).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { ROOT } from '../lib.mjs';
import { signIn, startServer } from './server.mjs';
import { measureThroughput } from './throughput.mjs';

const LIST = '/api/v1/tenant?page=1&limit=50';
/** A name shared by about 1 tenant in 1,600 of the large set (scripts' seed-large names). */
const SEARCH_TERM = 'meera iyer';
const SEARCH = `/api/v1/tenant?search=${encodeURIComponent(SEARCH_TERM)}&page=1&limit=50`;

/** `npm run seed:large` against a data directory or a database, with a tenant count. */
function seedLarge(env, tenants) {
  return new Promise((resolve, reject) => {
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
          BENCH_TENANTS: String(tenants),
          ...env,
        },
      },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed:large exited with ${code}`)),
    );
  });
}

// The SQL the API runs for a page (the row query and the count), as drizzle writes it.
const ROWS_SQL = `select t.id, t.full_name, t.email, t.phone_number, t.profession, t.profile_photo, t.is_verified,
    t.property_id, t.room_id, t.bed_id, p.name as property_name, r.room_number, r.floor, b.bed_number,
    dues.due_paise, dues.overdue
  from tenants t
  left join properties p on p.id = t.property_id
  left join rooms r on r.id = t.room_id
  left join beds b on b.id = t.bed_id
  left join lateral (select coalesce(sum(total_paise - paid_paise), 0) as due_paise,
      coalesce(bool_or(due_date < (now() at time zone 'Asia/Kolkata')::date and paid_paise < total_paise), false) as overdue
    from invoices where tenant_id = t.id and status <> 'PAID') dues on true
  where t.deleted_at is null and true %SEARCH%
  order by t.created_at desc, t.id desc limit 50 offset 0`;
// The total: without a search, from the counts a trigger keeps; with one, a count of the matches.
const COUNT_SQL = `select count(*) from tenants t where t.deleted_at is null and true %SEARCH%`;
const KEPT_COUNT_SQL = `select sum(live) as count from tenant_counts where true`;
const SEARCH_SQL = `and lower(full_name || ' ' || email || ' ' || phone_number) ilike $1`;

/** A bare Fastify route answering the same two queries through a bare pg pool of 10. */
async function startBarePg(port, connectionString) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A connection the server drops (the database is dropped at the end) is not a crash.
  pool.on('error', (error) => console.warn(`bare pool: ${error.message}`));
  const app = Fastify({ logger: false });
  app.get('/list', async (request) => {
    const search = request.query.search;
    const where = search ? SEARCH_SQL : '';
    const params = search ? [`%${search.toLowerCase()}%`] : [];
    const [rows, count] = await Promise.all([
      pool.query(ROWS_SQL.replace('%SEARCH%', where), params),
      search ? pool.query(COUNT_SQL.replace('%SEARCH%', where), params) : pool.query(KEPT_COUNT_SQL),
    ]);
    return { success: true, data: rows.rows, total: Number(count.rows[0].count) };
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}/list`,
    stop: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/** The ceiling: a bare Fastify route answering a page of the list as a constant. */
async function measureFromMemory(port, body) {
  const app = Fastify({ logger: false });
  app.get('/page', (request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return await measureThroughput(`http://127.0.0.1:${port}/page`);
  } finally {
    await app.close();
  }
}

/** The list and the search through the server, with `env`. */
async function measureServer({ port, env }) {
  const server = await startServer({ port, env });
  try {
    const cookie = await signIn(server.url, 'admin@example.com');
    const list = await measureThroughput(`${server.url}${LIST}`, { cookie });
    const search = await measureThroughput(`${server.url}${SEARCH}`, { cookie });
    const page = await (await fetch(`${server.url}${LIST}`, { headers: { cookie } })).text();
    return { list, search, page };
  } finally {
    await server.stop();
  }
}

async function measureApi({ port, env, label, tenants, print }) {
  await seedLarge(env, tenants);
  // Nothing is kept in memory: every request reads its session and the page from the database.
  const read = await measureServer({ port, env });
  const target = (figure) =>
    label === 'PostgreSQL'
      ? ` (target 3,000 req/s, ${figure.rps >= 3000 ? 'within budget' : 'OVER BUDGET'})`
      : '';
  const line = (figure) => `${figure.rps.toFixed(0)} req/s, p99 ${figure.p99} ms`;
  print(
    `GET /tenant?page=1&limit=50 on ${label} (${tenants.toLocaleString('en-IN')} tenants), read from the database: ${line(read.list)}${target(read.list)}`,
  );
  print(
    `GET /tenant?search=${SEARCH_TERM} on ${label}, read from the database: ${line(read.search)}${target(read.search)}`,
  );
  return read;
}

export async function benchTenants({ port, print, adminUrl }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pgportal-bench-tenants-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: `http://localhost:${port}` };
  try {
    await measureApi({ port, env, label: 'PGlite', tenants: 10_000, print });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const dbName = `pgportal_bench_tenants_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const pgDataDir = mkdtempSync(join(tmpdir(), 'pgportal-bench-tenants-'));
    const api = await measureApi({
      port,
      env: { ...env, DATA_DIR: pgDataDir, DATABASE_URL: url.toString() },
      label: 'PostgreSQL',
      tenants: 100_000,
      print,
    });
    rmSync(pgDataDir, { recursive: true, force: true });
    const ceiling = await measureFromMemory(port + 2, api.page);
    print(
      `  the same page (${(api.page.length / 1024).toFixed(1)} KB) from memory on a bare Fastify route, no database: ${ceiling.rps.toFixed(0)} req/s, p99 ${ceiling.p99} ms (what this machine can serve at all)`,
    );
    const bare = await startBarePg(port + 1, url.toString());
    try {
      const list = await measureThroughput(bare.url);
      const search = await measureThroughput(`${bare.url}?search=${encodeURIComponent(SEARCH_TERM)}`);
      const ratio = (ours, theirs) =>
        `${(ours.rps / theirs.rps).toFixed(2)} of it (target 0.6, ${ours.rps / theirs.rps >= 0.6 ? 'within budget' : 'OVER BUDGET'})`;
      print(
        `  the same SQL on a bare pg pool: list ${list.rps.toFixed(0)} req/s, p99 ${list.p99} ms; the API does ${ratio(api.list, list)}`,
      );
      print(
        `  the same SQL on a bare pg pool: search ${search.rps.toFixed(0)} req/s, p99 ${search.p99} ms; the API does ${ratio(api.search, search)}`,
      );
    } finally {
      await bare.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

// `node scripts/bench/tenants.mjs`: this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchTenants({
    port: 3320,
    print: console.log,
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
}
