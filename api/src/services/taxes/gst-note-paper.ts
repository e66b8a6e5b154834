// A credit or debit note as a paper (issue 44, Rule 53 of the CGST Rules, 2017): the note as the
// billing job issued it, the tax invoice or bill of supply it corrects, the supplier (property)
// and the recipient (tenant). The tenant reads their own notes; staff those of the properties in
// their scope; anyone else gets the 404 a missing note gets (DESIGN §4).
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  gstInvoices,
  gstNotes,
  invoiceLines,
  invoices,
  properties,
  tenants,
  type GstInvoiceRow,
  type GstNoteRow,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';

export interface GstNotePaper {
  note: GstNoteRow;
  /** the tax invoice or bill of supply the note corrects, as issued */
  original: GstInvoiceRow;
  invoice: { invoiceId: string; invoiceDate: string; periodStart: string; periodEnd: string };
  propertyName: string;
  propertyAddress: string;
  tenantName: string;
  /** the tenant's own address when recorded, else '' (the paper then prints the place of stay) */
  tenantAddress: string;
  /** the late fee the note is on (its line's description), null for a note on the stay */
  lateFee: string | null;
}

/** The note `noteId` if the caller may read it (scope null: the public verify check), else a 404. */
export async function findGstNote(
  db: Executor,
  scope: AccessScope | null,
  noteId: string,
  notFoundMessage: string,
): Promise<GstNotePaper> {
  const [row] = await db
    .select({
      note: gstNotes,
      original: gstInvoices,
      invoice: {
        invoiceId: invoices.invoiceId,
        invoiceDate: invoices.invoiceDate,
        periodStart: invoices.periodStart,
        periodEnd: invoices.periodEnd,
      },
      property: { name: properties.name, address: properties.address },
      tenant: { fullName: tenants.fullName, address: tenants.address },
      lateFee: invoiceLines.description,
    })
    .from(gstNotes)
    .innerJoin(gstInvoices, eq(gstInvoices.invoiceId, gstNotes.invoiceId))
    .innerJoin(invoices, eq(invoices.id, gstNotes.invoiceId))
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .innerJoin(tenants, eq(tenants.id, invoices.tenantId))
    .leftJoin(invoiceLines, eq(invoiceLines.id, gstNotes.lineId))
    .where(
      and(
        eq(gstNotes.id, noteId),
        !scope
          ? undefined
          : scope.kind === 'tenant'
            ? eq(invoices.tenantId, scope.actorId)
            : scope.propertyFilter(invoices.propertyId),
      ),
    );
  if (!row) throw notFound(notFoundMessage);
  const { fullAddress, area, city, pinCode } = row.property.address;
  return {
    note: row.note,
    original: row.original,
    invoice: row.invoice,
    propertyName: row.property.name,
    propertyAddress: [fullAddress, area, city, pinCode].filter(Boolean).join(', '),
    tenantName: row.tenant.fullName,
    tenantAddress: row.tenant.address.trim(),
    lateFee: row.lateFee,
  };
}
