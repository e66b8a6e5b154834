// What the verify page and GET /verify/{token} say of a token (issue 44), read from the database
// on each request: GENUINE with the paper's essentials, CANCELLED (a receipt whose payment was
// reversed, an electricity worksheet whose reading was corrected since) with the day and reason,
// or NOT_ISSUED for anything a key of this portal did not sign or that names nothing it issued.
import { eq } from 'drizzle-orm';
import { exitStatements, invoices, properties, tenants } from '../../db/schema';
import { today } from '../calendar';
import { verifyWorksheet } from '../electricity/paper';
import { presentStatement, statementOf } from '../exits/read';
import { toPaise } from '../money';
import { HttpError } from '../../errors';
import { findReceipt } from '../payments/receipts';
import { findRentReceipt } from '../rent-receipts/receipt';
import { findGstNote } from '../taxes/gst-note-paper';
import { readPaperToken, type PaperKind } from './tokens';
import type { Db } from '../../db/client';

export interface VerifiedPaper {
  status: 'GENUINE' | 'CANCELLED';
  kind: PaperKind;
  number: string;
  property: string;
  amountPaise: number;
  /** 'YYYY-MM-DD to YYYY-MM-DD' */
  period: string;
  issuedOn: string;
  /** first letters kept, the rest masked: 'Ravi Kumar' -> 'R*** K***' */
  tenant: string;
  cancelledOn?: string;
  cancelReason?: string;
}

export type Verification = VerifiedPaper | { status: 'NOT_ISSUED' };

/** Each word's first letter and three stars, whatever the word's length: nothing of it leaks. */
export const maskName = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]!.toUpperCase()}***`)
    .join(' ');

const NOT_ISSUED = { status: 'NOT_ISSUED' } as const;
const range = (start: string, end: string) => `${start} to ${end}`;

/** A 404 of the lookups below means the paper no longer names anything: not issued. */
const orNotIssued = async (find: () => Promise<Verification>): Promise<Verification> => {
  try {
    return await find();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return NOT_ISSUED;
    throw error;
  }
};

export async function verifyToken(db: Db, token: string): Promise<Verification> {
  const paper = await readPaperToken(db, token);
  if (!paper) return NOT_ISSUED;
  const lost = { tenantNotFound: 'gone', nothingPaid: 'gone' };
  switch (paper.kind) {
    case 'RECEIPT':
      return orNotIssued(async () => {
        const receipt = await findReceipt(db, null, paper.id);
        return {
          status: receipt.cancelledOn ? 'CANCELLED' : 'GENUINE',
          kind: paper.kind,
          number: receipt.payment.receiptNumber,
          property: receipt.propertyName,
          amountPaise: receipt.payment.amountPaise,
          period: range(receipt.invoice.periodStart, receipt.invoice.periodEnd),
          issuedOn: receipt.payment.paidAt,
          tenant: maskName(receipt.tenantName),
          ...(receipt.cancelledOn && {
            cancelledOn: receipt.cancelledOn,
            cancelReason: receipt.cancelReason ?? '',
          }),
        };
      });
    case 'HRA_RECEIPT':
      return orNotIssued(async () => {
        const receipt = await findRentReceipt(db, null, paper.id, paper.period!, lost);
        return {
          status: 'GENUINE',
          kind: paper.kind,
          number: receipt.number,
          property: receipt.propertyName,
          amountPaise: receipt.amountPaise,
          period: range(receipt.periodStart, receipt.periodEnd),
          issuedOn: receipt.issuedOn,
          tenant: maskName(receipt.tenantName),
        };
      });
    case 'INVOICE': {
      const [row] = await db
        .select({ invoice: invoices, property: properties.name, tenant: tenants.fullName })
        .from(invoices)
        .innerJoin(properties, eq(properties.id, invoices.propertyId))
        .innerJoin(tenants, eq(tenants.id, invoices.tenantId))
        .where(eq(invoices.id, paper.id));
      if (!row) return NOT_ISSUED;
      return {
        status: 'GENUINE',
        kind: paper.kind,
        number: row.invoice.invoiceId,
        property: row.property,
        amountPaise: row.invoice.totalPaise,
        period: range(row.invoice.periodStart, row.invoice.periodEnd),
        issuedOn: row.invoice.invoiceDate,
        tenant: maskName(row.tenant),
      };
    }
    case 'EXIT_STATEMENT':
      return verifyExitStatement(db, paper.id);
    case 'CREDIT_NOTE':
    case 'DEBIT_NOTE':
      return orNotIssued(async () => {
        const { note, invoice, propertyName, tenantName } = await findGstNote(db, null, paper.id, 'gone');
        if (note.kind !== paper.kind) return NOT_ISSUED;
        return {
          status: 'GENUINE',
          kind: paper.kind,
          number: note.serial,
          property: propertyName,
          // the GST the note reverses (a credit) or makes payable (a debit)
          amountPaise: note.cgstPaise + note.sgstPaise,
          period: range(invoice.periodStart, invoice.periodEnd),
          issuedOn: note.noteDate,
          tenant: maskName(tenantName),
        };
      });
    case 'ELECTRICITY_WORKSHEET':
      return orNotIssued(
        async () => (await verifyWorksheet(db, paper.id, paper.stamp!, maskName)) ?? NOT_ISSUED,
      );
    default:
      return NOT_ISSUED;
  }
}

/** The tenant's exit statement as it stands now: its version, the refund (negative: the tenant owes). */
async function verifyExitStatement(db: Db, tenantId: string): Promise<Verification> {
  const [row] = await db
    .select({ tenant: { id: tenants.id, fullName: tenants.fullName }, property: properties.name })
    .from(tenants)
    .innerJoin(exitStatements, eq(exitStatements.tenantId, tenants.id))
    .innerJoin(properties, eq(properties.id, exitStatements.propertyId))
    .where(eq(tenants.id, tenantId));
  const statement = row ? await statementOf(db, tenantId) : null;
  if (!row || !statement || statement.version === 0) return NOT_ISSUED;
  const answer = await presentStatement(db, row.tenant, statement, statement);
  const version = answer.versions.find((entry) => entry.number === answer.version);
  return {
    status: 'GENUINE',
    kind: 'EXIT_STATEMENT',
    number: `Exit statement, version ${answer.version} (${answer.status.toLowerCase()})`,
    property: row.property,
    amountPaise: toPaise(answer.refund),
    period: `moving out on ${answer.moveOutDate}`,
    issuedOn: version ? today(new Date(version.createdAt)) : answer.moveOutDate,
    tenant: maskName(row.tenant.fullName),
  };
}
