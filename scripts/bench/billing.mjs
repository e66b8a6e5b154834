// Billing at scale on PostgreSQL (issue #12): GET /api/v1/stats/ at 100,000 tenants and 1,000,000
// invoices in 1,000 properties (target p99 <= 10 ms at 10 connections), and the billing job's time
// to issue 100,000 monthly invoices (`npm run billing -- --today=… --no-reminders`), and the Dues
// page's first page (issue 23; target 1,000 req/s).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ROOT } from '../lib.mjs';
import { signIn, startServer } from './server.mjs';
import { measureThroughput } from './throughput.mjs';

const DEMO_PROPERTY_ID = '5eed0000-0000-4000-8000-000000000001';
const TENANTS = 100_000;
const MONTHS = 10;

const PROPERTIES = 1_000;

/**
 * 1,000 properties (the demo property, the admin's current one, among them), each with 25 rooms of
 * 4 beds and 100 tenants on them since January 2025: 100,000 tenants with 10 monthly invoices each
 * (the last unpaid), 1,000,000 invoices and 900,000 payments.
 */
export async function fill(client) {
  const perProperty = TENANTS / PROPERTIES;
  await client.query(`
    create temporary table props as
      select 0 as p, '${DEMO_PROPERTY_ID}'::uuid as id
      union all select g, gen_random_uuid() from generate_series(1, ${PROPERTIES - 1}) g;
    insert into properties (id, name, address)
      select id, 'Bench PG ' || p, '{"fullAddress":"1 Main Road","area":"HSR","city":"Bengaluru","pinCode":"560102"}'
      from props where p > 0;
    insert into rooms (property_id, room_number, floor, bed_capacity)
      select props.id, 'B' || g, g % 10, 4
      from generate_series(0, ${TENANTS / 4 - 1}) g join props on props.p = g / ${perProperty / 4};
    insert into beds (room_id, bed_number)
      select r.id, n from rooms r cross join generate_series(1, 4) n where r.room_number like 'B%';
    insert into tenants (full_name, email, phone_number, property_id, is_verified)
      select 'Bench Tenant ' || g, 'bench' || g || '@example.com', '9000000000', props.id, true
      from generate_series(0, ${TENANTS - 1}) g join props on props.p = g / ${perProperty};
    create temporary table pairs as
      select t.id as tenant_id, b.id as bed_id, b.room_id, t.property_id, t.n
      from (select id, property_id, row_number() over (partition by property_id order by id) n
            from tenants where email like 'bench%') t
      join (select b.id, b.room_id, r.property_id, row_number() over (partition by r.property_id order by b.id) n
            from beds b join rooms r on r.id = b.room_id where r.room_number like 'B%') b
        using (property_id, n);
    update beds set occupant_id = p.tenant_id from pairs p where beds.id = p.bed_id;
    insert into bed_assignments (tenant_id, bed_id, room_id, property_id, start_date, rent_paise)
      select tenant_id, bed_id, room_id, property_id, date '2025-01-01' + ((n % 28)::int), 800000 from pairs;
    insert into invoices (invoice_id, tenant_id, property_id, assignment_id, type, period_start, period_end,
                          invoice_date, due_date, total_paise, paid_paise, status)
      select 'INV-B-' || a.id || '-' || k, a.tenant_id, a.property_id, a.id, 'RENT',
             (a.start_date + make_interval(months => k))::date,
             (a.start_date + make_interval(months => k + 1) - interval '1 day')::date,
             (a.start_date + make_interval(months => k))::date,
             (a.start_date + make_interval(months => k) + interval '5 days')::date,
             800000, case when k < ${MONTHS - 1} then 800000 else 0 end,
             case when k < ${MONTHS - 1} then 'PAID' else 'OVERDUE' end
      from bed_assignments a join pairs using (tenant_id) cross join generate_series(0, ${MONTHS - 1}) k;
    insert into payments (invoice_id, property_id, amount_paise, payment_mode, paid_at)
      select id, property_id, total_paise, 'UPI', invoice_date + 2 from invoices where status = 'PAID';
    analyze;
  `);
}

export async function benchBilling({ adminUrl, port, print }) {
  const dbName = `pgportal_bench_billing_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'pgportal-bench-billing-'));
  try {
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString(), BILLING_JOB: 'false' };
    const server = await startServer({ port, env: { ...env, PUBLIC_URL: `http://localhost:${port}` } });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const filling = performance.now();
      await fill(client);
      const { rows } = await client.query('select count(*)::int as n from invoices');
      print(
        `Billing data: ${PROPERTIES.toLocaleString('en')} properties, ${TENANTS.toLocaleString('en')} tenants, ${rows[0].n.toLocaleString('en')} invoices (made in ${((performance.now() - filling) / 1000).toFixed(0)} s)`,
      );
      const cookie = await signIn(server.url, 'admin@example.com');
      // Nothing is kept in memory: every request reads its session and the totals from the database.
      const stats = await measureThroughput(`${server.url}/api/v1/stats/`, { cookie });
      print(
        `GET /api/v1/stats/ (the current property) on PostgreSQL, read from the database: ${stats.rps.toFixed(0)} req/s, p99 ${stats.p99} ms (target p99 10 ms, ${stats.p99 <= 10 ? 'within budget' : 'OVER BUDGET'})`,
      );
      const profile = await measureThroughput(`${server.url}/api/v1/user/profile`, { cookie });
      print(
        `  beside it, the lightest signed-in route, GET /api/v1/user/profile: ${profile.rps.toFixed(0)} req/s, p99 ${profile.p99} ms`,
      );
      const all = await measureThroughput(`${server.url}/api/v1/stats/?scope=all`, { cookie }, 4);
      print(
        `GET /api/v1/stats/?scope=all (every property) on PostgreSQL, read from the database: ${all.rps.toFixed(0)} req/s, p99 ${all.p99} ms`,
      );
      // The Dues page's first page (issue 23): the demo property's debts among 1,000,000 invoices.
      const dues = await measureThroughput(`${server.url}/api/v1/payment/dues?page=1&limit=20`, { cookie });
      print(
        `GET /api/v1/payment/dues?page=1&limit=20 (the Dues page's first page) on PostgreSQL, read from the database: ${dues.rps.toFixed(0)} req/s, p99 ${dues.p99} ms (target 1,000 req/s, ${dues.rps >= 1000 ? 'within budget' : 'UNDER TARGET'})`,
      );
      await server.stop();
      const started = performance.now();
      const { stdout } = await promisify(execFile)(
        'npm',
        ['run', 'billing', '--silent', '--', '--today=2025-11-28', '--no-reminders'],
        { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'warn' } },
      );
      const issued = /(\d+) invoices issued/.exec(stdout)?.[1];
      print(
        `Billing job: ${stdout.trim().split('\n').at(-1)} (process total ${((performance.now() - started) / 1000).toFixed(1)} s; ${issued} new invoices)`,
      );
    } finally {
      await client.end();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node scripts/bench/billing.mjs`: this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBilling({
    port: 3330,
    print: console.log,
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
}
