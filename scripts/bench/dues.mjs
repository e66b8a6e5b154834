// The Dues page's first page at scale on PostgreSQL (issue 23): the demo property's debts among
// the billing bench's 1,000,000 invoices, read from the database at every request. Target:
// 1,000 req/s at 10 connections.
import { withBillingData } from './billing-data.mjs';
import { signIn } from './server.mjs';
import { measureThroughput } from './throughput.mjs';

const TARGET_RPS = 1_000;

export async function measureDues({ server, cookie, print }) {
  const dues = await measureThroughput(`${server.url}/api/v1/payment/dues?page=1&limit=20`, { cookie });
  print(
    `GET /api/v1/payment/dues?page=1&limit=20 (the Dues page's first page) on PostgreSQL, read from the database: ${dues.rps.toFixed(0)} req/s, p99 ${dues.p99} ms (target ${TARGET_RPS.toLocaleString('en')} req/s, ${dues.rps >= TARGET_RPS ? 'within budget' : 'UNDER TARGET'})`,
  );
  return dues;
}

// `node scripts/bench/dues.mjs`: this part alone (with the lightest signed-in route beside it).
if (import.meta.url === `file://${process.argv[1]}`) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await withBillingData({ adminUrl, port: 3331, name: 'dues' }, async ({ server }) => {
    const cookie = await signIn(server.url, 'admin@example.com');
    const profile = await measureThroughput(`${server.url}/api/v1/user/profile`, { cookie });
    console.log(`GET /api/v1/user/profile beside it: ${profile.rps.toFixed(0)} req/s, p99 ${profile.p99} ms`);
    await measureDues({ server, cookie, print: console.log });
  });
}
