// GST on late fees (issue 44, docs/taxes.md): a late fee for delayed payment is part of the value
// of the supply it is charged on (section 15(2)(d) of the CGST Act, 2017), so it is taxed as its
// invoice is when the billing job charges it. The invoice was issued before the fee, and an issued
// invoice is never edited: the tax of each fee is stated by a note against the invoice, by the job.
// - a fee charged on an invoice taxed now (a tax invoice its stay did not make exempt, or a bill of
//   supply whose stay ended short) → a debit note for the tax the fee includes (LATE_FEE);
// - a fee with such a debit note, waived → a credit note reversing it (LATE_FEE_WAIVED);
// - its invoice's stay made exempt (a credit note REACHED_90_DAYS) → the same (LATE_FEE_EXEMPT);
// - its invoice's stay made taxable (a debit note ENDED_BEFORE_90_DAYS) → a debit note for each
//   fee still charged.
// At most one debit and one credit note per fee line (a unique index). The fee, like the rent,
// includes GST: a note changes no amount owed.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { GstNoteReason } from '@pgportal/contracts/enums';
import { splitInclusive } from './gst-classify';
import type { NewNote } from './gst-note-insert';

interface FeeRow {
  line_id: string;
  invoice_id: string;
  amount_paise: string | number;
  gstin: string;
  /** the rate the invoice is taxed at now; null when it is exempt now */
  rate_basis_points: number | null;
  /** the rate of the fee's debit note; null when it has none */
  debit_rate: number | null;
  credited: boolean;
  waived: boolean;
}

/**
 * The late-fee lines of these invoices (or these lines), with what their invoice is now and the
 * notes they have. An invoice is taxed now when it is a tax invoice without a stay credit note, or
 * a bill of supply with a stay debit note (at that note's rate).
 */
async function feesOf(tx: Executor, where: ReturnType<typeof sql>): Promise<FeeRow[]> {
  const result = (await tx.execute(sql`
    select l.id as line_id, l.invoice_id, l.amount_paise, gi.gstin,
      case when gi.kind = 'TAX_INVOICE' and stay.id is null then gi.rate_basis_points
           when gi.kind = 'BILL_OF_SUPPLY' and stay.kind = 'DEBIT_NOTE' then stay.rate_basis_points
      end as rate_basis_points,
      (select d.rate_basis_points from gst_notes d where d.line_id = l.id and d.kind = 'DEBIT_NOTE') as debit_rate,
      exists (select 1 from gst_notes c where c.line_id = l.id and c.kind = 'CREDIT_NOTE') as credited,
      exists (select 1 from late_fee_waivers w where w.line_id = l.id) as waived
    from invoice_lines l
    join gst_invoices gi on gi.invoice_id = l.invoice_id
    left join gst_notes stay on stay.invoice_id = l.invoice_id and stay.line_id is null
    where l.late_fee_step is not null and l.amount_paise > 0 and ${where}
    order by l.invoice_id, l.id`)) as { rows: FeeRow[] };
  return result.rows;
}

const noteOf = (fee: FeeRow, kind: NewNote['kind'], reason: GstNoteReason, rate: number): NewNote => {
  const valuePaise = Number(fee.amount_paise);
  return {
    invoiceId: fee.invoice_id,
    lineId: fee.line_id,
    kind,
    gstin: fee.gstin,
    reason,
    valuePaise,
    rateBasisPoints: rate,
    ...splitInclusive(valuePaise, rate),
  };
};

/**
 * The notes the late fees of these invoices (or these fee lines) call for now: a debit for each fee
 * taxed now and not yet debited; a credit for each debited fee since waived or made exempt.
 */
async function feeNotes(tx: Executor, where: ReturnType<typeof sql>): Promise<NewNote[]> {
  return (await feesOf(tx, where)).flatMap((fee) => {
    if (fee.debit_rate === null && !fee.waived && fee.rate_basis_points !== null)
      return [noteOf(fee, 'DEBIT_NOTE', 'LATE_FEE', fee.rate_basis_points)];
    if (fee.debit_rate !== null && !fee.credited && (fee.waived || fee.rate_basis_points === null)) {
      const reason = fee.waived ? 'LATE_FEE_WAIVED' : 'LATE_FEE_EXEMPT';
      return [noteOf(fee, 'CREDIT_NOTE', reason, fee.debit_rate)];
    }
    return [];
  });
}

const ids = (values: string[]) =>
  sql.join(
    values.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The notes due for the fee lines just charged (the job's late-fee step). */
export const notesOfFees = (tx: Executor, lineIds: string[]) =>
  lineIds.length ? feeNotes(tx, sql`l.id in (${ids(lineIds)})`) : Promise.resolve([]);

/** The notes due for the fees of invoices whose stay was just corrected (after those notes are in). */
export const notesOfInvoiceFees = (tx: Executor, invoiceIds: string[]) =>
  invoiceIds.length ? feeNotes(tx, sql`l.invoice_id in (${ids(invoiceIds)})`) : Promise.resolve([]);

/**
 * The notes due for fees waived since `since` (a waiver is a staff action outside the job, so its
 * credit note comes at the job's next run; the waivers' date index keeps this to the recent ones).
 */
export const notesOfWaivedFees = (tx: Executor, since: string) =>
  feeNotes(tx, sql`l.id in (select w.line_id from late_fee_waivers w where w.waived_at >= ${since}::date)`);
