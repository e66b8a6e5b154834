// Billing at scale on PostgreSQL (issue #12): GET /api/v1/stats/ at 100,000 tenants and 1,000,000
// invoices in 1,000 properties (target p99 <= 10 ms at 10 connections), and the billing job's time
// to issue 100,000 monthly invoices (`npm run billing -- --today=… --no-reminders`), and the Dues
// page's first page (issue 23; target 1,000 req/s, scripts/bench/dues.mjs) and the monthly report
// (issue 26; target p99 50 ms, scripts/bench/reports.mjs).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from '../lib.mjs';
import { PROPERTIES, TENANTS, withBillingData } from './billing-data.mjs';
import { measureDues } from './dues.mjs';
import { measurePaymentsExport } from './exports.mjs';
import { measureReports } from './reports.mjs';
import { signIn } from './server.mjs';
import { measureThroughput } from './throughput.mjs';

export async function benchBilling({ adminUrl, port, print }) {
  await withBillingData({ adminUrl, port, name: 'billing' }, async ({ server, client, env, fillMs }) => {
    const { rows } = await client.query('select count(*)::int as n from invoices');
    print(
      `Billing data: ${PROPERTIES.toLocaleString('en')} properties, ${TENANTS.toLocaleString('en')} tenants, ${rows[0].n.toLocaleString('en')} invoices (made in ${(fillMs / 1000).toFixed(0)} s)`,
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
    await measureDues({ server, cookie, print });
    await measureReports({ server, cookie, print });
    await measurePaymentsExport({ server, cookie, print });
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
  });
}

// `node scripts/bench/billing.mjs`: this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBilling({
    port: 3330,
    print: console.log,
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
}
