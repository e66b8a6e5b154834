// A fresh PostgreSQL database filled with the billing bench's data (1,000 properties, 100,000
// tenants, 1,000,000 invoices), the compiled server on it with the billing
// job off, and a client on it; dropped afterwards. BENCH_KEEP_DATABASE=1 keeps it (its URL is
// printed) to look at query plans.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from './server.mjs';

const DEMO_PROPERTY_ID = '5eed0000-0000-4000-8000-000000000001';
export const TENANTS = 100_000;
const MONTHS = 10;

export const PROPERTIES = 1_000;

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

export async function withBillingData({ adminUrl, port, name }, work) {
  const dbName = `pgportal_bench_${name}_${Date.now()}`;
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dataDir = mkdtempSync(join(tmpdir(), `pgportal-bench-${name}-`));
  try {
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString(), BILLING_JOB: 'false' };
    const started = await startServer({ port, env: { ...env, PUBLIC_URL: `http://localhost:${port}` } });
    let stopping;
    const server = { ...started, stop: () => (stopping ??= started.stop()) };
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const filling = performance.now();
      await fill(client);
      await work({ server, client, env, fillMs: performance.now() - filling });
    } finally {
      await server.stop();
      await client.end();
    }
    if (keep) console.log(`Kept the bench database: ${url}`);
  } finally {
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
