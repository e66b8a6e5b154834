// GET /tenant/my-data (issue 45): a copy of everything the portal keeps of the signed-in tenant, as
// JSON: their record, stays, invoices, payments, complaints and consents, with links to their files
// (profile photo, Aadhaar QR photo, legal documents, complaint pictures), each of which opens with
// their own sign-in.
// Only the tenant themselves: staff read a tenant through Tenant Details.
import { asc, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { PRIVACY_NOTICE_VERSION } from '@pgportal/contracts/privacy-notice';
import type { MyData } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import {
  bedAssignments,
  beds,
  complaintImages,
  complaints,
  invoices,
  payments,
  properties,
  rooms,
  tenants,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { toRupees } from '../money';
import { fileRef } from '../files/uploads';
import { loadTenant } from '../tenants/read';
import { consentsOf } from './consent';

/** The signed-in tenant's data; `scope` is a tenant's own. */
export async function myData(executor: Executor, scope: AccessScope): Promise<MyData> {
  if (scope.kind !== 'tenant') throw notFound(MESSAGES.tenantNotFound);
  const tenantId = scope.actorId;
  const profile = await loadTenant(executor, eq(tenants.id, tenantId));
  if (!profile) throw notFound(MESSAGES.tenantNotFound);
  const stays = await executor
    .select({
      property: properties.name,
      room: rooms.roomNumber,
      bed: beds.bedNumber,
      startDate: bedAssignments.startDate,
      endDate: bedAssignments.endDate,
      rentPaise: bedAssignments.rentPaise,
      mealIncluded: bedAssignments.mealIncluded,
      mealCostPaise: bedAssignments.mealCostPaise,
      advancePaise: bedAssignments.advancePaise,
    })
    .from(bedAssignments)
    .innerJoin(properties, eq(properties.id, bedAssignments.propertyId))
    .innerJoin(rooms, eq(rooms.id, bedAssignments.roomId))
    .innerJoin(beds, eq(beds.id, bedAssignments.bedId))
    .where(eq(bedAssignments.tenantId, tenantId))
    .orderBy(asc(bedAssignments.startDate), asc(bedAssignments.createdAt));
  const invoiceRows = await executor
    .select()
    .from(invoices)
    .where(eq(invoices.tenantId, tenantId))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceId));
  const paymentRows = invoiceRows.length
    ? await executor
        .select({
          invoiceId: invoices.invoiceId,
          amountPaise: payments.amountPaise,
          paymentMode: payments.paymentMode,
          paidAt: payments.paidAt,
          note: payments.note,
          reference: payments.reference,
          receiptNumber: payments.receiptNumber,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .where(eq(invoices.tenantId, tenantId))
        .orderBy(asc(payments.createdAt), asc(payments.id))
    : [];
  const complaintRows = await executor
    .select()
    .from(complaints)
    .where(eq(complaints.tenantId, tenantId))
    .orderBy(asc(complaints.createdAt));
  const images = complaintRows.length
    ? await executor
        .select()
        .from(complaintImages)
        .where(
          inArray(
            complaintImages.complaintId,
            complaintRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(complaintImages.position))
    : [];
  return {
    exportedAt: new Date().toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    profile,
    stays: stays.map(({ rentPaise, mealCostPaise, advancePaise, ...stay }) => ({
      ...stay,
      rent: toRupees(rentPaise),
      mealCost: toRupees(mealCostPaise),
      advance: toRupees(advancePaise),
    })),
    invoices: invoiceRows.map((row) => ({
      invoiceId: row.invoiceId,
      type: row.type,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      invoiceDate: row.invoiceDate,
      dueDate: row.dueDate,
      total: toRupees(row.totalPaise),
      paid: toRupees(row.paidPaise),
      status: row.status,
    })),
    payments: paymentRows.map(({ amountPaise, createdAt, ...row }) => ({
      ...row,
      amount: toRupees(amountPaise),
      recordedAt: createdAt.toISOString(),
    })),
    complaints: complaintRows.map((row) => ({
      issue: row.issue,
      category: row.category,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    consents: await consentsOf(executor, tenantId),
    files: [
      ...(profile.profilePhoto
        ? [{ kind: 'profilePhoto', name: 'Profile photo', url: profile.profilePhoto.url }]
        : []),
      ...(profile.aadhaar?.photo
        ? [{ kind: 'aadhaarPhoto', name: 'Aadhaar QR photo', url: profile.aadhaar.photo.url }]
        : []),
      ...profile.legalDocuments.flatMap((document) =>
        document.file
          ? [{ kind: 'legalDocument', name: `${document.type} ${document.number}`, url: document.file.url }]
          : [],
      ),
      ...images.map((image, index) => ({
        kind: 'complaintImage',
        name: `Complaint picture ${index + 1}`,
        url: fileRef(image.fileKey)!.url,
      })),
    ],
  };
}
