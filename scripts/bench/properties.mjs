// GET /property/all-propertis and GET /room/ (first page of 50 each) at 1,000 properties and
// 20,000 beds (npm run seed:large), beside the same SQL run through a bare pg pool behind
// node:http (PostgreSQL only: a pool is what PGlite has not).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../lib.mjs';
import { signIn, startServer } from './server.mjs';
import { measureThroughput } from './throughput.mjs';

export const ENDPOINTS = [
  ['GET /property/all-propertis (page of 50)', '/api/v1/property/all-propertis?page=1&limit=50'],
  ['GET /room/ (page of 50)', '/api/v1/room/?page=1&limit=50'],
];

/** Adds the large data set to the database of `env` (the server must be stopped). */
export function seedLargeData(env) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'api', 'src', 'db', 'seed-large.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`seed:large failed: ${result.stderr}`);
}

const session = `select s.*, u.*, coalesce((select array_agg(pm.property_id::text order by pm.created_at, pm.property_id)
  from property_managers pm join properties p on p.id = pm.property_id and p.deleted_at is null
  where pm.user_id = u.id), '{}') from sessions s join users u on u.id = s.subject_id
  where s.token_hash = $1 and s.kind = 'staff' and u.deleted_at is null limit 1`;
const liveBeds = `from beds b join rooms r on r.id = b.room_id
  where r.property_id = p.id and r.deleted_at is null and b.deleted_at is null`;

/** The statements each endpoint runs after the session lookup, as the services write them. */
const QUERIES = {
  properties: async (client) => {
    const page = await client.query(`select p.*,
      (select count(*)::int from rooms r where r.property_id = p.id and r.deleted_at is null) as total_rooms,
      (select count(*)::int ${liveBeds}) as total_beds,
      (select count(b.occupant_id)::int ${liveBeds}) as occupied_beds
      from properties p where p.deleted_at is null and true
      order by p.created_at desc, p.id desc limit 50 offset 0`);
    await client.query('select count(*) from properties where deleted_at is null and true');
    await client.query(
      `select pm.property_id, u.id, u.name, u.avatar from property_managers pm join users u on u.id = pm.user_id
       where pm.property_id = any($1) and u.deleted_at is null order by pm.created_at, u.id`,
      [page.rows.map((row) => row.id)],
    );
    return page.rows;
  },
  rooms: async (client) => {
    const page = await client.query(`select r.*, p.name as property_name from rooms r
      join properties p on p.id = r.property_id
      where r.deleted_at is null and p.deleted_at is null and true
      order by p.name, p.id, r.floor, length(r.room_number), r.room_number, r.id limit 50 offset 0`);
    await client.query(`select count(*)::int from rooms r join properties p on p.id = r.property_id
      where r.deleted_at is null and p.deleted_at is null and true`);
    await client.query(
      `select b.room_id, b.id, b.bed_number, t.id, t.full_name, t.phone_number, t.profile_photo,
        (select coalesce(sum(i.total_paise - i.paid_paise), 0)::text from invoices i
          where i.tenant_id = t.id and i.status <> 'PAID')
       from beds b left join tenants t on t.id = b.occupant_id
       where b.room_id = any($1) and b.deleted_at is null order by b.bed_number, b.id`,
      [page.rows.map((row) => row.id)],
    );
    return page.rows;
  },
};

/** The same SQL through a bare pg pool (10 connections) behind node:http. */
async function startBarePool(databaseUrl, port, token) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const hash = createHash('sha256').update(token).digest('hex');
  const server = createServer((request, response) => {
    const run = request.url?.startsWith('/rooms') ? QUERIES.rooms : QUERIES.properties;
    pool
      .connect()
      .then(async (client) => {
        try {
          await client.query(session, [hash]);
          const rows = await run(client);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ success: true, message: 'OK', data: rows }));
        } finally {
          client.release();
        }
      })
      .catch((error) => {
        response.writeHead(500);
        response.end(String(error));
      });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

/**
 * Seeds the large data set into `env`'s database, starts the server and measures both endpoints;
 * on PostgreSQL also the bare pool and the ratio (target at least 0.6).
 */
export async function benchPropertyLists({ port, env, label, databaseUrl, print }) {
  seedLargeData(env);
  const server = await startServer({ port, env });
  try {
    const cookie = await signIn(server.url, 'admin@example.com');
    const token = /token=([^;]+)/.exec(cookie)?.[1];
    const bare = databaseUrl && token ? await startBarePool(databaseUrl, port + 5, token) : null;
    try {
      for (const [name, path] of ENDPOINTS) {
        const api = await measureThroughput(`${server.url}${path}`, { cookie });
        let line = `${name} on ${label} (1,000 properties, 20,000 beds): ${api.rps.toFixed(0)} req/s, p99 ${api.p99} ms`;
        if (bare) {
          const raw = await measureThroughput(bare.url(path.includes('/room/') ? '/rooms' : '/properties'));
          const ratio = api.rps / raw.rps;
          line += `; bare pg pool ${raw.rps.toFixed(0)} req/s, p99 ${raw.p99} ms; ratio ${ratio.toFixed(2)} (target 0.6, ${ratio >= 0.6 ? 'met' : 'NOT MET'})`;
        }
        print(line);
      }
    } finally {
      await bare?.stop();
    }
  } finally {
    await server.stop();
  }
}
