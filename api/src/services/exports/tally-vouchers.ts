// The ledger as Tally vouchers (issue 44), plain functions over the rows tally-rows.ts reads. Every
// voucher is built from pairs of equal and opposite amounts, so its postings sum to 0 paise:
// - an invoice (not a deposit's ADVANCE): a Sales voucher of its positive lines (tenant Dr, each
//   line's income ledger Cr) and, when it has credits (negative lines: a meal credit, a credit
//   charge), a Credit Note of its day (income Dr, tenant Cr); a late-fee waiver: a Credit Note of
//   the day it was waived;
// - a payment: a Receipt (bank or cash by its mode Dr, tenant Cr); its reversal: a Payment of the
//   reversal's day (tenant Dr, bank or cash Cr), so an imported month is never rewritten;
// - a deposit (the ADVANCE invoice is no income and no voucher): what was paid a Receipt into the
//   deposit ledger (a liability); a deposit reversal or refund a Payment out of it; the part the
//   exit settlement applied to the dues a Journal (deposit Dr, tenant Cr);
// - an exit credit refunded to the tenant: a Payment (tenant Dr, bank or cash Cr). The entries that
//   only move money between the tenant's own invoices at exit (paid from the deposit, a credit
//   applied) are no voucher: the Journal above, or the credit note, already holds them;
// - at a GST-registered property, an invoice's voucher is numbered by its GST serial, a tax
//   invoice's tax moves out of income into the output CGST and SGST (or UTGST) ledgers, and a GST
//   credit or debit note is a Journal that moves its tax back or out (tally-gst.ts).
import { GST_DOCUMENT_KIND_LABELS, type PaymentMode } from '@pgportal/contracts/enums';
import { gstinState, type TallyLedgers } from '@pgportal/contracts/schemas';
import { CREDIT_APPLIED_NOTE, PAID_FROM_DEPOSIT_NOTE } from '../ledger/entry-kinds';
import { NOTE_NARRATION, taxShares, type LineShare } from './tally-gst';
import type { EntryRow, NoteWithLines, GstRecordRow, LineRow, WaiverRow } from './tally-rows';
import {
  DUTY_HEAD,
  GROUP_OF,
  LINE_LEDGER,
  merged,
  pair,
  tenantLedger,
  type LedgerField,
} from './tally-ledgers';
import type { LedgerMaster, Posting, Voucher } from './tally-xml';

export class TallyBooks {
  private readonly masters = new Map<string, LedgerMaster>();
  readonly vouchers: Voucher[] = [];

  constructor(private readonly names: TallyLedgers) {}

  private ledger(field: LedgerField): string {
    const name = this.names[field];
    const dutyHead = DUTY_HEAD[field];
    if (!this.masters.has(name))
      this.masters.set(name, { name, parent: GROUP_OF[field], ...(dutyHead ? { dutyHead } : {}) });
    return name;
  }

  private tenant(row: { tenantId: string; tenantName: string }): string {
    const name = tenantLedger(row.tenantId, row.tenantName);
    if (!this.masters.has(name)) this.masters.set(name, { name, parent: 'Sundry Debtors' });
    return name;
  }

  private money(mode: PaymentMode): string {
    return this.ledger(mode === 'CASH' ? 'cash' : 'bank');
  }

  /** The ledgers the vouchers name, each under its group: the import creates those missing. */
  ledgers(): LedgerMaster[] {
    return [...this.masters.values()];
  }

  /**
   * The postings that move a tax (CGST and SGST, > 0 when charged) out of the income it is inside
   * (`income`: each line's share, summing to the tax) into the output tax ledgers; they sum to 0.
   */
  private taxMoved(gstin: string, cgstPaise: number, sgstPaise: number, income: LineShare[]): Posting[] {
    const stateTax = gstinState(gstin)?.utgst ? 'outputUtgst' : 'outputSgst';
    return [
      ...income.map((share) => ({ ledger: this.ledger(LINE_LEDGER[share.kind]), paise: share.paise })),
      { ledger: this.ledger('outputCgst'), paise: -cgstPaise },
      { ledger: this.ledger(stateTax), paise: -sgstPaise },
    ];
  }

  /**
   * One invoice's lines (all of one invoice, in order): its Sales voucher and its Credit Note. A
   * deposit's ADVANCE invoice is none, whatever its lines: all paid on it is the deposit held (a
   * late fee the job charged on an unpaid deposit too), and the exit settlement closes it. With a
   * GST record (`gst`), the vouchers take its serial, and a tax invoice's tax goes to the output tax
   * ledgers: in the Sales voucher (or the Credit Note, for an adjustment that is all credit).
   */
  addInvoice(lines: LineRow[], gst?: GstRecordRow): void {
    const first = lines[0];
    if (!first || first.type === 'ADVANCE') return;
    const party = this.tenant(first);
    const head = { date: first.day, party };
    const number = gst?.serial ?? first.number;
    const named = gst
      ? `${first.number} (${GST_DOCUMENT_KIND_LABELS[gst.kind]} ${gst.serial})`
      : first.number;
    const taxPaise = gst?.kind === 'TAX_INVOICE' ? gst.cgstPaise + gst.sgstPaise : 0;
    const taxed =
      gst && taxPaise
        ? this.taxMoved(gst.gstin, gst.cgstPaise, gst.sgstPaise, taxShares(lines, taxPaise))
        : [];
    const sold = lines.filter((line) => line.paise > 0);
    const credited = lines.filter((line) => line.paise < 0);
    const describe = (picked: LineRow[]) => picked.map((line) => line.description).join('; ');
    if (sold.length) {
      const income = sold.map((line) => ({
        ledger: this.ledger(LINE_LEDGER[line.kind]),
        paise: -line.paise,
      }));
      const total = sold.reduce((sum, line) => sum + line.paise, 0);
      this.vouchers.push({
        type: 'Sales',
        ...head,
        number,
        narration: `Invoice ${named}: ${describe(sold)}`,
        postings: merged([{ ledger: party, paise: total }, ...income, ...(taxPaise > 0 ? taxed : [])]),
      });
    }
    if (credited.length) {
      const income = credited.map((line) => ({
        ledger: this.ledger(LINE_LEDGER[line.kind]),
        paise: -line.paise,
      }));
      const total = credited.reduce((sum, line) => sum + line.paise, 0);
      this.vouchers.push({
        type: 'Credit Note',
        ...head,
        number: `${first.number}-CR`,
        narration: `Credits on invoice ${named}: ${describe(credited)}`,
        postings: merged([...income, { ledger: party, paise: total }, ...(taxPaise < 0 ? taxed : [])]),
      });
    }
  }

  /**
   * A GST credit or debit note: a Journal of its day that moves its tax. A debit note's tax (now
   * payable) leaves the income it is inside for the output tax ledgers; a credit note's comes back.
   * The tenant's balance does not change: the tax was, or is, inside what they were billed.
   */
  addGstNote(note: NoteWithLines): void {
    const taxPaise = note.cgstPaise + note.sgstPaise;
    if (taxPaise === 0) return;
    const income = note.lineKind
      ? [{ kind: note.lineKind, paise: taxPaise }]
      : taxShares(note.lines, taxPaise);
    const payable = this.taxMoved(note.gstin, note.cgstPaise, note.sgstPaise, income);
    const postings =
      note.kind === 'DEBIT_NOTE'
        ? payable
        : payable.map((posting) => ({ ...posting, paise: -posting.paise }));
    const title = note.kind === 'DEBIT_NOTE' ? 'GST debit note' : 'GST credit note';
    this.vouchers.push({
      type: 'Journal',
      date: note.day,
      number: note.serial,
      narration: `${title} ${note.serial} on invoice ${note.invoiceNumber} (${note.invoiceSerial}) of ${note.tenantName}: ${NOTE_NARRATION[note.reason]}`,
      postings: merged(postings),
    });
  }

  addWaiver(row: WaiverRow): void {
    // the deposit's invoice is no voucher, so neither is a fee waived on it (see addInvoice)
    if (row.paise >= 0 || row.type === 'ADVANCE') return;
    const party = this.tenant(row);
    const head = {
      date: row.day,
      number: `${row.number}-W${row.position}`,
      party,
      narration: `Late fee waived on invoice ${row.number}: ${row.reason}`,
    };
    this.vouchers.push(pair('Credit Note', head, this.ledger('lateFeeIncome'), party, -row.paise));
  }

  addEntry(row: EntryRow): void {
    if (row.paise === 0) return;
    const receipt = row.receipt ?? `PAY-${row.id.slice(0, 8)}`;
    const reference = row.reference ? ` (ref ${row.reference})` : '';
    const note = row.note ? `: ${row.note}` : '';
    const amount = Math.abs(row.paise);
    const tenant = () => this.tenant(row);
    const deposits = () => this.ledger('deposits');
    const base = { date: row.day };
    switch (row.kind) {
      case 'PAYMENT': {
        if (row.note === PAID_FROM_DEPOSIT_NOTE || row.note === CREDIT_APPLIED_NOTE) return;
        if (row.paise > 0) {
          const head = {
            ...base,
            number: receipt,
            party: tenant(),
            narration: `Receipt ${receipt} for ${row.number}${reference}`,
          };
          this.vouchers.push(pair('Receipt', head, this.money(row.mode), head.party, amount));
        } else {
          const number = `REF-${row.id.slice(0, 8)}`;
          const head = {
            ...base,
            number,
            party: tenant(),
            narration: `Refund to the tenant on ${row.number}${reference}${note}`,
          };
          this.vouchers.push(pair('Payment', head, head.party, this.money(row.mode), amount));
        }
        return;
      }
      case 'REVERSAL': {
        const number = `REV-${row.reversedReceipt ?? row.id.slice(0, 8)}`;
        const head = {
          ...base,
          number,
          party: tenant(),
          narration: `Reversal of receipt ${row.reversedReceipt ?? ''} on ${row.number}${note}`,
        };
        // a reversal is negative; a reversal of a refund (positive) would bring the money back
        if (row.paise < 0)
          this.vouchers.push(pair('Payment', head, head.party, this.money(row.mode), amount));
        else this.vouchers.push(pair('Receipt', head, this.money(row.mode), head.party, amount));
        return;
      }
      case 'DEPOSIT_RECEIVED': {
        const head = {
          ...base,
          number: receipt,
          party: deposits(),
          narration: `Deposit received from ${row.tenantName} on ${row.number}${reference}`,
        };
        this.vouchers.push(pair('Receipt', head, this.money(row.mode), head.party, amount));
        return;
      }
      case 'DEPOSIT_REVERSAL': {
        const number = `REV-${row.reversedReceipt ?? row.id.slice(0, 8)}`;
        const head = {
          ...base,
          number,
          party: deposits(),
          narration: `Reversal of deposit receipt ${row.reversedReceipt ?? ''} from ${row.tenantName}${note}`,
        };
        this.vouchers.push(pair('Payment', head, head.party, this.money(row.mode), amount));
        return;
      }
      case 'DEPOSIT_APPLIED': {
        const number = `DEP-${row.id.slice(0, 8)}`;
        const head = {
          ...base,
          number,
          party: tenant(),
          narration: `Deposit of ${row.tenantName} applied to the dues at exit (${row.number})`,
        };
        this.vouchers.push(pair('Journal', head, deposits(), head.party, amount));
        return;
      }
      case 'DEPOSIT_REFUNDED': {
        const number = `REF-${row.id.slice(0, 8)}`;
        const head = {
          ...base,
          number,
          party: deposits(),
          narration: `Deposit refunded to ${row.tenantName} at exit (${row.number})${reference}`,
        };
        this.vouchers.push(pair('Payment', head, head.party, this.money(row.mode), amount));
        return;
      }
    }
  }
}
