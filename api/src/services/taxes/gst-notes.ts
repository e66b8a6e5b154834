// Credit and debit notes (issue 44, docs/taxes.md), issued by the billing job: when a stay billed
// as taxable because it was to end before 90 days reaches 90 days within the limit, each such tax
// invoice gets a credit note reversing its tax; when a stay billed as exempt ends before 90 days,
// each bill of supply gets a debit note for the tax now payable. The rent the tenant pays does not
// change (it includes GST): a note re-states the tax of the same value. An issued invoice is never
// edited, and each gets at most one such note however often the job runs (a unique index; the job
// holds the billing lock alone). The rules are those of the invoice's date. The late fees of those
// invoices, and fees waived lately, get their own notes after them (gst-fee-notes.ts).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plusDays } from '../calendar';
import { accommodationRate, daysOfStay, splitInclusive } from './gst-classify';
import { notesOfInvoiceFees, notesOfWaivedFees } from './gst-fee-notes';
import { insertGstNotes, type NewNote } from './gst-note-insert';
import { TAX_RULES, taxRuleOn, taxRuleOrNull } from './rules';

interface Candidate {
  invoice_id: string;
  kind: 'TAX_INVOICE' | 'BILL_OF_SUPPLY';
  gstin: string;
  value_paise: string | number;
  taxable_paise: string | number;
  rate_basis_points: number;
  cgst_paise: string | number;
  sgst_paise: string | number;
  monthly_value_paise: string | number;
  stay_from: string;
  invoice_date: string;
  open: boolean;
  ended_on: string | null;
}

/** The longest stay an exemption rule asks for (90 days). */
const LONGEST_MIN_DAYS = Math.max(
  ...TAX_RULES.flatMap((rule) => (rule.name === 'GST_ACCOMMODATION_EXEMPTION' ? [rule.minDays] : [])),
);

/**
 * How long after a stay reaches 90 days, or ends short of them, a run of the job still notes it (it
 * runs every day). A stay begun longer ago than 90 days and this is settled either way: the job no
 * longer reads its invoices, so its work stays that of the stays of the last four months however
 * many years of invoices there are. (A stay only ends on the day of its move-out, never back-dated.)
 */
export const NOTES_LOOK_BACK_DAYS = 31;

/** Tax invoices of short stays and bills of supply of exempt ones without a note, with their stay as it stands. */
async function candidates(tx: Executor, today: string): Promise<Candidate[]> {
  const result = (await tx.execute(sql`
      select gi.invoice_id, gi.kind, gi.gstin, gi.value_paise, gi.taxable_paise, gi.rate_basis_points,
        gi.cgst_paise, gi.sgst_paise, gi.monthly_value_paise, gi.stay_from::text as stay_from,
        i.invoice_date::text as invoice_date,
        bool_or(a.end_date is null) as open, max(a.end_date)::text as ended_on
      from gst_invoices gi
      join invoices i on i.id = gi.invoice_id
      join bed_assignments a on a.tenant_id = i.tenant_id and a.property_id = i.property_id
        and coalesce(a.billing_start, a.start_date) = gi.stay_from
      where ((gi.kind = 'TAX_INVOICE' and gi.reason = 'SHORT_STAY')
          or (gi.kind = 'BILL_OF_SUPPLY' and gi.reason = 'EXEMPT'))
        and gi.stay_from > ${today}::date - ${LONGEST_MIN_DAYS + NOTES_LOOK_BACK_DAYS}::int
        and not exists (select 1 from gst_notes n where n.invoice_id = gi.invoice_id and n.line_id is null)
      group by gi.invoice_id, i.invoice_date, i.invoice_id
      order by i.invoice_id`)) as { rows: Candidate[] };
  return result.rows;
}

/** The note an invoice's stay now calls for, as of `today`, or null. */
export function noteFor(row: Candidate, today: string): NewNote | null {
  const exemption = taxRuleOrNull('GST_ACCOMMODATION_EXEMPTION', row.invoice_date);
  if (!exemption) return null;
  const valuePaise = Number(row.value_paise);
  const stayDays = daysOfStay(row.stay_from, row.open ? today : row.ended_on!);
  if (row.kind === 'TAX_INVOICE') {
    if (stayDays < exemption.minDays || Number(row.monthly_value_paise) > exemption.upToPaise) return null;
    return {
      invoiceId: row.invoice_id,
      kind: 'CREDIT_NOTE',
      gstin: row.gstin,
      reason: 'REACHED_90_DAYS',
      valuePaise,
      taxablePaise: Number(row.taxable_paise),
      rateBasisPoints: row.rate_basis_points,
      cgstPaise: Number(row.cgst_paise),
      sgstPaise: Number(row.sgst_paise),
    };
  }
  if (row.open || stayDays >= exemption.minDays) return null;
  const rateBasisPoints = accommodationRate(
    taxRuleOn('GST_ACCOMMODATION_RATE', row.invoice_date),
    Number(row.monthly_value_paise),
  );
  return {
    invoiceId: row.invoice_id,
    kind: 'DEBIT_NOTE',
    gstin: row.gstin,
    reason: 'ENDED_BEFORE_90_DAYS',
    valuePaise,
    rateBasisPoints,
    ...splitInclusive(valuePaise, rateBasisPoints),
  };
}

/**
 * Issues the notes due as of `today` (inside the billing job's transaction): the stays' corrections,
 * then those of the late fees on the invoices corrected and of the fees waived lately. How many.
 */
export async function issueGstNotes(tx: Executor, today: string): Promise<number> {
  const stays = (await candidates(tx, today))
    .map((row) => noteFor(row, today))
    .filter((note) => note !== null);
  if (stays.length) await insertGstNotes(tx, stays, today);
  const fees = [
    ...(await notesOfInvoiceFees(
      tx,
      stays.map((note) => note.invoiceId),
    )),
    ...(await notesOfWaivedFees(tx, plusDays(today, -NOTES_LOOK_BACK_DAYS))),
  ];
  const unique = [...new Map(fees.map((note) => [`${note.lineId} ${note.kind}`, note])).values()];
  if (unique.length) await insertGstNotes(tx, unique, today);
  return stays.length + unique.length;
}
