// Invoice lines (issue 23): what an invoice is made of. An invoice's total_paise is the sum of its
// lines, always written in the transaction that writes the lines. Money in paise.
import { asc, eq, inArray } from 'drizzle-orm';
import type { InvoiceLineKind } from '@pgportal/contracts/enums';
import type { InvoiceLineAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import { invoiceLines, lateFeeWaivers } from '../../db/schema';
import { toRupees } from '../money';

export interface NewLine {
  kind: InvoiceLineKind;
  description: string;
  amountPaise: number;
  /** the pending charge this line bills */
  chargeId?: string;
}

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

export const sumOfLines = (lines: Array<Pick<NewLine, 'amountPaise'>>) =>
  lines.reduce((sum, line) => sum + line.amountPaise, 0);

/** Appends lines to invoices, numbering each invoice's from `first` (its lines so far). */
export async function writeLines(
  tx: Executor,
  byInvoice: Array<{ invoiceId: string; lines: NewLine[]; first?: number }>,
): Promise<void> {
  const rows = byInvoice.flatMap(({ invoiceId, lines, first = 0 }) =>
    lines.map((line, index) => ({ ...line, invoiceId, position: first + index })),
  );
  for (let index = 0; index < rows.length; index += CHUNK) {
    await tx.insert(invoiceLines).values(rows.slice(index, index + CHUNK));
  }
}

/** The lines of these invoices, by invoice, in order, as the API shows them. */
export async function linesOf(db: Executor, invoiceIds: string[]): Promise<Map<string, InvoiceLineAnswer[]>> {
  const byInvoice = new Map<string, InvoiceLineAnswer[]>(invoiceIds.map((id) => [id, []]));
  for (let index = 0; index < invoiceIds.length; index += CHUNK) {
    const rows = await db
      .select({
        id: invoiceLines.id,
        invoiceId: invoiceLines.invoiceId,
        kind: invoiceLines.kind,
        description: invoiceLines.description,
        amountPaise: invoiceLines.amountPaise,
        lateFeeStep: invoiceLines.lateFeeStep,
        waivedLine: lateFeeWaivers.lineId,
      })
      .from(invoiceLines)
      .leftJoin(lateFeeWaivers, eq(lateFeeWaivers.lineId, invoiceLines.id))
      .where(inArray(invoiceLines.invoiceId, invoiceIds.slice(index, index + CHUNK)))
      .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
    for (const row of rows) {
      byInvoice.get(row.invoiceId)?.push({
        kind: row.kind,
        description: row.description,
        amount: toRupees(row.amountPaise),
        // a late fee the job charged: staff may waive it by its id
        ...(row.lateFeeStep === null ? {} : { id: row.id, waived: row.waivedLine !== null }),
      });
    }
  }
  return byInvoice;
}
