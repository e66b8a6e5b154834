// The year's invoice and receipt numbers, held before a transaction's first write under the
// maintained totals (LOCK_ORDER in db/lock-order.ts: 'sequence' before 'totals'). A transaction
// that first writes such a row (a bed's occupant, a notice, a meal credit) and only then issues an
// invoice or records a payment would hold a property's totals while it waits for a number, which
// another transaction of that property holds while it waits for those totals: a deadlock, one of
// them refused. Holding the numbers first puts every such transaction in one order. An upsert
// that changes nothing takes each row's lock (and makes a year's row that is missing).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceSequences, receiptSequences } from '../../db/schema';

const yearOf = (day: string) => Number(day.slice(0, 4));
const ascending = (years: number[]) => [...new Set(years)].sort((a, b) => a - b);

async function holdYears(
  tx: Executor,
  table: typeof invoiceSequences | typeof receiptSequences,
  years: number[],
) {
  for (const year of ascending(years))
    await tx
      .insert(table)
      .values({ year, lastNumber: 0 })
      .onConflictDoUpdate({ target: table.year, set: { lastNumber: sql`${table.lastNumber}` } });
}

/**
 * The invoice numbers of `today`'s year and the year before (every invoice a stay's catch-up can
 * issue: the job bills each day, and a moved-in day goes back 31 days at most), then the receipt
 * numbers of the years of `receiptDays`, each in ascending year.
 */
export async function holdNumbers(tx: Executor, today: string, receiptDays: string[] = []): Promise<void> {
  await holdYears(tx, invoiceSequences, [yearOf(today) - 1, yearOf(today)]);
  await holdReceiptNumbers(tx, receiptDays);
}

/** Only the receipt numbers of these days' years: a transaction that records payments, no invoice. */
export async function holdReceiptNumbers(tx: Executor, receiptDays: string[]): Promise<void> {
  await holdYears(tx, receiptSequences, receiptDays.map(yearOf));
}
