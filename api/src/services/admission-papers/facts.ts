// What the admission papers (issue 24) are written from, read in one go for a tenant in the
// caller's scope: the tenant, their property, their open bed assignment (room, bed, start), the
// deposit (their latest ADVANCE invoice, paid or open) and their ID documents. Staff only.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { maskIdNumber } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import {
  bedAssignments,
  beds,
  invoices,
  legalDocuments,
  properties,
  rooms,
  tenants,
  type LegalDocumentRow,
  type PropertyRow,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { PrivacyConsent } from '@pgportal/contracts/types';
import type { AccessScope } from '../access';
import { consentsOf } from '../privacy/consent';

type TenantRow = typeof tenants.$inferSelect;

export interface PaperFacts {
  tenant: TenantRow;
  property: PropertyRow;
  stay: { roomNumber: string; bedNumber: number; startDate: string } | null;
  /** the latest ADVANCE invoice's total, or null when the tenant was asked for none */
  depositPaise: number | null;
  documents: Array<Pick<LegalDocumentRow, 'type' | 'number'>>;
  /** the tenant's latest consent to the privacy notice (issue 45), or null */
  consent: PrivacyConsent | null;
}

export async function paperFacts(db: Executor, scope: AccessScope, tenantId: string): Promise<PaperFacts> {
  const [found] = await db
    .select({ tenant: tenants, property: properties })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)));
  if (!found || !scope.includes(found.tenant.propertyId)) throw notFound(MESSAGES.tenantNotFound);

  const [[stay], [advance], documents, [consent]] = await Promise.all([
    db
      .select({
        roomNumber: rooms.roomNumber,
        bedNumber: beds.bedNumber,
        startDate: bedAssignments.startDate,
        billingStart: bedAssignments.billingStart,
      })
      .from(bedAssignments)
      .innerJoin(rooms, eq(rooms.id, bedAssignments.roomId))
      .innerJoin(beds, eq(beds.id, bedAssignments.bedId))
      .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate))),
    db
      .select({ totalPaise: invoices.totalPaise })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.type, 'ADVANCE')))
      .orderBy(desc(invoices.invoiceDate), desc(invoices.createdAt))
      .limit(1),
    db
      .select({ type: legalDocuments.type, number: legalDocuments.number })
      .from(legalDocuments)
      .where(and(eq(legalDocuments.tenantId, tenantId), isNull(legalDocuments.deletedAt)))
      .orderBy(legalDocuments.createdAt),
    consentsOf(db, tenantId),
  ]);
  return {
    tenant: found.tenant,
    property: found.property,
    // After a move the stay began on the original move-in day (billingStart).
    stay: stay
      ? {
          roomNumber: stay.roomNumber,
          bedNumber: stay.bedNumber,
          startDate: stay.billingStart ?? stay.startDate,
        }
      : null,
    depositPaise: advance ? advance.totalPaise : null,
    documents,
    consent: consent ?? null,
  };
}

/** The property's address on one line. */
export function propertyAddress(property: PropertyRow): string {
  const { fullAddress, area, city, pinCode } = property.address;
  return [fullAddress, area, city, pinCode].filter(Boolean).join(', ');
}

/** ID numbers are stored masked (issue 45); masking again keeps rows from before that masked too. */
export function idNumberShown(document: Pick<LegalDocumentRow, 'type' | 'number'>): string {
  return document.type === 'AADHAR' ? document.number : maskIdNumber(document.number);
}
