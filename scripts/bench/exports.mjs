// The payments CSV of 100,000 rows on PostgreSQL (issue 26): one month's payments of every
// property (`scope=all`) among the billing bench's 900,000, downloaded whole, with the time it
// took and the server's resident memory sampled every 20 ms while it streamed (target: the
// export adds well under 100 MB).
import { withBillingData } from './billing-data.mjs';
import { rssMb, signIn } from './server.mjs';

const MEMORY_BUDGET_MB = 100;

export async function measurePaymentsExport({ server, cookie, print }) {
  const url = `${server.url}/api/v1/export/payments.csv?scope=all&from=2025-03-01&to=2025-03-31`;
  const before = await rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    rssMb(server.pid).then(
      (mb) => (peak = Math.max(peak, mb)),
      () => undefined,
    );
  }, 20);
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`Export failed: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  const grew = peak - before;
  print(
    `GET /api/v1/export/payments.csv (${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1048576).toFixed(1)} MB) on PostgreSQL: ${(ms / 1000).toFixed(1)} s; server memory ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${grew.toFixed(0)} MB, budget +${MEMORY_BUDGET_MB} MB, ${grew < MEMORY_BUDGET_MB ? 'within budget' : 'OVER BUDGET'})`,
  );
  return { rows: lines - 1, ms, grew };
}

// `node scripts/bench/exports.mjs`: this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await withBillingData({ adminUrl, port: 3334, name: 'exports' }, async ({ server }) => {
    const cookie = await signIn(server.url, 'admin@example.com');
    await measurePaymentsExport({ server, cookie, print: console.log });
  });
}
