// What waits for staff from issue 45: Form III reports and police verifications not yet filed.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { WaitingKind } from '@pgportal/contracts/responses';
import { form3Reports, policeVerifications, properties, tenants } from '../../db/schema';
import { ITEMS_PER_KIND, total, type Query } from './rows';

export const KYC_QUERIES: Record<Extract<WaitingKind, 'FORM3' | 'POLICE'>, Query> = {
  // Form III reports not yet filed (issue 45), the one due first first; at: when it is due.
  FORM3: (db, inScope) =>
    db
      .select({
        id: form3Reports.id,
        propertyId: form3Reports.propertyId,
        propertyName: properties.name,
        tenantId: form3Reports.tenantId,
        tenantName: tenants.fullName,
        at: form3Reports.dueAt,
        amountPaise: sql<null>`null`,
        reference: form3Reports.kind,
        invoiceId: sql<string | null>`null`,
        invoiceNumber: sql<string | null>`null`,
        total,
      })
      .from(form3Reports)
      .innerJoin(properties, eq(properties.id, form3Reports.propertyId))
      .innerJoin(tenants, eq(tenants.id, form3Reports.tenantId))
      .where(
        and(inScope(form3Reports.propertyId), isNull(form3Reports.submittedAt), isNull(tenants.deletedAt)),
      )
      .orderBy(asc(form3Reports.dueAt), asc(form3Reports.id))
      .limit(ITEMS_PER_KIND),
  // Police verifications still to file (issue 45), the one due first first; at: the due day in
  // India (00:00 IST), reference: that day, for the list to mark it overdue after it.
  POLICE: (db, inScope) =>
    db
      .select({
        id: policeVerifications.id,
        propertyId: policeVerifications.propertyId,
        propertyName: properties.name,
        tenantId: policeVerifications.tenantId,
        tenantName: tenants.fullName,
        at: policeVerifications.dueOn,
        amountPaise: sql<null>`null`,
        reference: sql<string>`${policeVerifications.dueOn}::text`,
        invoiceId: sql<string | null>`null`,
        invoiceNumber: sql<string | null>`null`,
        total,
      })
      .from(policeVerifications)
      .innerJoin(properties, eq(properties.id, policeVerifications.propertyId))
      .innerJoin(tenants, eq(tenants.id, policeVerifications.tenantId))
      .where(
        and(
          inScope(policeVerifications.propertyId),
          eq(policeVerifications.status, 'TO_FILE'),
          isNull(tenants.deletedAt),
          isNotNull(tenants.bedId),
        ),
      )
      .orderBy(asc(policeVerifications.dueOn), asc(policeVerifications.id))
      .limit(ITEMS_PER_KIND),
};
