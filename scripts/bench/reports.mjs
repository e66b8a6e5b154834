// The monthly report at scale on PostgreSQL (issue 26): GET /report/monthly of the demo property
// (100 tenants, 1,000 invoices) among the billing bench's 100,000 tenants and 1,000,000 invoices,
// read from the database at every request (target p99 <= 50 ms at 10 connections), and the
// 12-month trend beside it.
import { withBillingData } from './billing-data.mjs';
import { signIn } from './server.mjs';
import { measureThroughput } from './throughput.mjs';

const TARGET_P99_MS = 50;

export async function measureReports({ server, cookie, print }) {
  const monthly = await measureThroughput(`${server.url}/api/v1/report/monthly?month=2025-06`, { cookie });
  print(
    `GET /api/v1/report/monthly?month=2025-06 (the current property) on PostgreSQL, read from the database: ${monthly.rps.toFixed(0)} req/s, p99 ${monthly.p99} ms (target p99 ${TARGET_P99_MS} ms, ${monthly.p99 <= TARGET_P99_MS ? 'within budget' : 'OVER BUDGET'})`,
  );
  const trend = await measureThroughput(`${server.url}/api/v1/report/trend?months=12`, { cookie });
  print(
    `  beside it, GET /api/v1/report/trend?months=12: ${trend.rps.toFixed(0)} req/s, p99 ${trend.p99} ms`,
  );
  return monthly;
}

// `node scripts/bench/reports.mjs`: this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await withBillingData({ adminUrl, port: 3332, name: 'reports' }, async ({ server }) => {
    const cookie = await signIn(server.url, 'admin@example.com');
    await measureReports({ server, cookie, print: console.log });
  });
}
