// Bank statement import at scale on PostgreSQL (issue 23): a 5,000-line statement of the demo
// property imported against 100,000 tenants and 1,000,000 invoices (the billing bench's data):
// 50 credits name an open invoice (matched), 2,450 name a tenant and their due (suggested), the
// rest name no one (unmatched); a fifth carry no reference, a fifth a zero-padded one. The same file
// is imported twice: the second time every line is a duplicate. Target: under 5 s for each request.
import { withBillingData } from './billing-data.mjs';
import { signIn } from './server.mjs';

const DEMO_PROPERTY_ID = '5eed0000-0000-4000-8000-000000000001';
const LINES = 5_000;
const TARGET_MS = 5_000;

const bankDate = (iso) => iso.split('-').reverse().join('/');

/** The statement: the open invoices of the demo property, then its tenants by name, then strangers. */
export async function statementOf(client) {
  // The bench's invoices are numbered INV-B-…: the demo property's open ones get numbers as issued.
  await client.query(
    `update invoices set invoice_id = 'INV-2099-' || lpad(n::text, 6, '0')
       from (select id, row_number() over (order by id) n from invoices
              where property_id = $1 and status <> 'PAID') numbered
      where invoices.id = numbered.id`,
    [DEMO_PROPERTY_ID],
  );
  const { rows } = await client.query(
    `select i.invoice_id, i.total_paise - i.paid_paise as due, t.full_name
       from invoices i join tenants t on t.id = i.tenant_id
      where i.property_id = $1 and i.status <> 'PAID' order by i.invoice_id`,
    [DEMO_PROPERTY_ID],
  );
  const day = bankDate(new Date().toISOString().slice(0, 10));
  const lines = ['Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance'];
  // The first half of the open invoices are paid by name; the credits that follow name the tenants
  // of the other half (suggestions read what is owed after the file's own payments).
  const half = Math.floor(rows.length / 2);
  for (let n = 0; n < LINES; n += 1) {
    const open = n < half ? rows[n] : rows[half + (n % (rows.length - half))];
    const rupees = (Number(open.due) / 100).toFixed(2);
    const narration =
      n < half
        ? `UPI/${open.invoice_id}/${open.full_name}`
        : n < LINES / 2
          ? `IMPS/${open.full_name}/rent`
          : `NEFT/someone ${n}/transfer`;
    // Banks' references as they print them: a UTR, the same zero-padded, or none ('-') for a fifth.
    const utr = String(412_000_000_000 + n);
    const reference = n % 5 === 0 ? '-' : n % 5 === 1 ? `0000${utr}` : utr;
    lines.push(`${day},"${narration}",${reference},,"${rupees}",`);
  }
  return lines.join('\n') + '\n';
}

export async function benchStatementImport({ adminUrl, port, print }) {
  await withBillingData({ adminUrl, port, name: 'statements' }, async ({ server, client }) => {
    const csv = await statementOf(client);
    const cookie = await signIn(server.url, 'admin@example.com');
    // The first import records; the second finds every credit already known (issue 39's duplicate checks).
    for (const time of ['first', 'second (every line a duplicate)']) {
      const body = new FormData();
      body.set('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v1/payment/statements`, {
        method: 'POST',
        headers: { cookie, origin: server.url },
        body,
      });
      const ms = performance.now() - started;
      const answer = await response.json();
      const { lines: _lines, ...totals } = answer.data ?? {};
      const counts = response.ok ? JSON.stringify(totals) : `${response.status} ${answer.message}`;
      print(
        `Statement import of ${LINES.toLocaleString('en')} lines against 100,000 tenants on PostgreSQL, ${time}: ${(ms / 1000).toFixed(2)} s (target 5 s, ${ms < TARGET_MS && response.ok ? 'within budget' : 'OVER BUDGET'}) ${counts}`,
      );
    }
  });
}

// `node scripts/bench/statements.mjs`: this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStatementImport({
    port: 3332,
    print: console.log,
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
}
