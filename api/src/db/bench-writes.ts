// `npm run bench`: one run of the durability bench (scripts/bench/durability.mjs): PGlite on a fresh folder with
// `--durability durable|none`, migrated and seeded as a server's first start, then N payments of
// ₹1 recorded one after the other through the payments service (each its own transaction, as
// PATCH /payment/{billingId}/pay runs it). Then as many bare one-row commits. Prints one JSON line:
// { durability, payments, seconds, bareSeconds }.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { openPglite } from './client';
import { invoices, users } from './schema';
import { seed } from './seed';
import { staffScope } from '../services/access';
import { today } from '../services/calendar';
import { recordPayment } from '../services/payments/payments';
import { findStaff } from '../services/users/read';
import { toPaise } from '../services/money';

async function main() {
  const { values } = parseArgs({ options: { durability: { type: 'string' }, payments: { type: 'string' } } });
  const durability = values.durability === 'none' ? 'none' : 'durable';
  const count = Number(values.payments ?? 300);
  const dir = mkdtempSync(join(tmpdir(), 'pgportal-bench-durability-'));
  const database = await openPglite(join(dir, 'pglite'), { durability });
  try {
    await database.migrate();
    await seed(database.db, { superAdminEmail: 'admin@example.com', seedDemo: true });
    const [admin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    const staff = admin && (await findStaff(database.db, admin.id));
    const outstanding = sql<number>`${invoices.totalPaise} - ${invoices.paidPaise}`;
    const [invoice] = await database.db
      .select({ id: invoices.id, invoiceDate: invoices.invoiceDate, outstanding })
      .from(invoices)
      .where(and(lte(invoices.invoiceDate, today())))
      .orderBy(desc(outstanding))
      .limit(1);
    if (!staff || !invoice || Number(invoice.outstanding) < toPaise(count))
      throw new Error(`The seeded data has no invoice with ₹${count} outstanding to pay ₹1 at a time.`);
    const scope = staffScope(staff);
    const started = performance.now();
    for (let i = 0; i < count; i += 1) {
      const input = { paymentMode: 'CASH' as const, paidAt: invoice.invoiceDate, amount: 1 };
      await recordPayment(database.db, scope, invoice.id, input, today());
    }
    const seconds = (performance.now() - started) / 1000;
    // The same number of bare one-row commits: the cost of the sync itself, without the service's work.
    await database.db.execute(sql`create table bench_commits (n integer)`);
    const bareStarted = performance.now();
    for (let i = 0; i < count; i += 1)
      await database.db.execute(sql`insert into bench_commits values (${i})`);
    const bareSeconds = (performance.now() - bareStarted) / 1000;
    console.log(JSON.stringify({ durability, payments: count, seconds, bareSeconds }));
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
