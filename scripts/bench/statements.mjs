// Bank statement import at scale on PostgreSQL (issue 23): a 5,000-line statement of the demo
// property imported against 100,000 tenants and 1,000,000 invoices (the billing bench's data):
// 100 credits name an open invoice (matched), 2,400 name a tenant and their due (suggested), the
// rest name no one (unmatched). Target: under 5 s for the whole request.
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
  for (let n = 0; n < LINES; n += 1) {
    const open = rows[n % rows.length];
    const rupees = (Number(open.due) / 100).toFixed(2);
    const narration =
      n < rows.length
        ? `UPI/${open.invoice_id}/${open.full_name}`
        : n < LINES / 2
          ? `IMPS/${open.full_name}/rent`
          : `NEFT/someone ${n}/transfer`;
    lines.push(`${day},"${narration}",UTR${String(n).padStart(9, '0')},,"${rupees}",`);
  }
  return lines.join('\n') + '\n';
}

export async function benchStatementImport({ adminUrl, port, print }) {
  await withBillingData({ adminUrl, port, name: 'statements' }, async ({ server, client }) => {
    const csv = await statementOf(client);
    const cookie = await signIn(server.url, 'admin@example.com');
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
    const counts = response.ok ? JSON.stringify(answer.data) : `${response.status} ${answer.message}`;
    print(
      `Statement import of ${LINES.toLocaleString('en')} lines against 100,000 tenants on PostgreSQL: ${(ms / 1000).toFixed(2)} s (target 5 s, ${ms < TARGET_MS && response.ok ? 'within budget' : 'OVER BUDGET'}) ${counts}`,
    );
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
