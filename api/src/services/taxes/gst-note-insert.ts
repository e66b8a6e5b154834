// Credit and debit notes written (issue 44): numbered in their own series per GSTIN and financial
// year of the note's date (CN/26-27/1, DN/26-27/1), reserved in the job's transaction.
import type { Executor } from '../../db/client';
import { gstNotes, type GstSeries } from '../../db/schema';
import { financialYearOf, formatGstSerial, reserveGstNumbers } from './gst-serial';

export type NewNote = Omit<typeof gstNotes.$inferInsert, 'number' | 'serial' | 'financialYear' | 'noteDate'>;

/** Writes `notes` dated `today`, each numbered in its series. */
export async function insertGstNotes(tx: Executor, notes: NewNote[], today: string): Promise<void> {
  const financialYear = financialYearOf(today);
  const series = new Map<string, NewNote[]>();
  for (const note of notes) {
    const key = `${note.gstin} ${note.kind}`;
    series.set(key, [...(series.get(key) ?? []), note]);
  }
  for (const ofSeries of series.values()) {
    const { gstin, kind } = ofSeries[0]!;
    const prefix: GstSeries = kind === 'CREDIT_NOTE' ? 'CN' : 'DN';
    const first = await reserveGstNumbers(tx, gstin, financialYear, ofSeries.length, prefix);
    await tx.insert(gstNotes).values(
      ofSeries.map((note, index) => ({
        ...note,
        financialYear,
        number: first + index,
        serial: formatGstSerial(financialYear, first + index, prefix),
        noteDate: today,
      })),
    );
  }
}
