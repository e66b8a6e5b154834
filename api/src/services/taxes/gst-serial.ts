// GST serial numbers (issue 44): one series per GSTIN and financial year (April to March), e.g.
// GST/26-27/42, at most 16 characters (Rule 46(b) of the CGST Rules, 2017). Reserved in the
// issuing transaction by one atomic upsert, as invoice numbers are: unique, and gap-free (a
// transaction that rolls back gives its numbers back), whoever issues at the same time.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gstSerialSequences, type GstSeries } from '../../db/schema';

/** The financial year a day falls in: the year it starts in (April). */
export const financialYearOf = (day: string) =>
  Number(day.slice(0, 4)) - (Number(day.slice(5, 7)) < 4 ? 1 : 0);

const MAX_SERIAL = 16;

/** A serial as printed: GST/<yy>-<yy>/<n> (CN/… a credit note, DN/… a debit note). */
export function formatGstSerial(financialYear: number, number: number, series: GstSeries = 'GST'): string {
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  const serial = `${series}/${yy(financialYear)}-${yy(financialYear + 1)}/${number}`;
  if (serial.length > MAX_SERIAL)
    throw new Error(`GST serial ${serial} is longer than ${MAX_SERIAL} characters`);
  return serial;
}

/** Reserves `count` consecutive numbers of a GSTIN's series and year: the first of them. */
export async function reserveGstNumbers(
  db: Executor,
  gstin: string,
  financialYear: number,
  count: number,
  series: GstSeries = 'GST',
): Promise<number> {
  const [row] = await db
    .insert(gstSerialSequences)
    .values({ gstin, series, financialYear, lastNumber: count })
    .onConflictDoUpdate({
      target: [gstSerialSequences.gstin, gstSerialSequences.series, gstSerialSequences.financialYear],
      set: { lastNumber: sql`${gstSerialSequences.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: gstSerialSequences.lastNumber });
  return row!.lastNumber - count + 1;
}
