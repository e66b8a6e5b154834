// Tenants as the API shows them (TenantListItem, Tenant): their property, room and bed joined in,
// their legal documents and what they owe.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { LegalDocument, Tenant, TenantListItem } from '@pgportal/contracts/types';
import type { Executor } from '../db/client';
import {
  beds,
  invoices,
  legalDocuments,
  properties,
  rooms,
  tenants,
  type LegalDocumentRow,
} from '../db/schema';
import { toRupees } from './money';
import { fileRef } from './uploads';

/** The columns of a list row: the tenant's own, and the names of their property, room and bed. */
export const tenantListColumns = {
  tenant: tenants,
  propertyName: properties.name,
  roomNumber: rooms.roomNumber,
  floor: rooms.floor,
  bedNumber: beds.bedNumber,
};

/** `select(tenantListColumns)` from tenants with the joins it needs. */
export function selectTenantRows(executor: Executor, where: SQL | undefined) {
  return executor
    .select(tenantListColumns)
    .from(tenants)
    .leftJoin(properties, eq(properties.id, tenants.propertyId))
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .leftJoin(beds, eq(beds.id, tenants.bedId))
    .where(where)
    .$dynamic();
}

export type TenantListRow = {
  tenant: typeof tenants.$inferSelect;
  propertyName: string | null;
  roomNumber: string | null;
  floor: number | null;
  bedNumber: number | null;
};

export function presentTenantListItem(row: TenantListRow): TenantListItem {
  const { tenant } = row;
  return {
    _id: tenant.id,
    fullName: tenant.fullName,
    email: tenant.email,
    phoneNumber: tenant.phoneNumber,
    profession: tenant.profession,
    profilePhoto: fileRef(tenant.profilePhoto),
    isVerified: tenant.isVerified,
    property:
      tenant.propertyId && row.propertyName ? { _id: tenant.propertyId, name: row.propertyName } : null,
    room:
      tenant.roomId && row.roomNumber !== null && row.floor !== null
        ? { _id: tenant.roomId, roomNumber: row.roomNumber, floor: row.floor }
        : null,
    bed: tenant.bedId && row.bedNumber !== null ? { _id: tenant.bedId, bedNumber: row.bedNumber } : null,
  };
}

export function presentLegalDocument(row: LegalDocumentRow): LegalDocument {
  return {
    _id: row.id,
    type: row.type,
    number: row.number,
    file: fileRef(row.fileKey),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The whole record of one tenant (already known to be visible to the caller), or null. */
export async function loadTenant(executor: Executor, where: SQL): Promise<Tenant | null> {
  const [row] = await selectTenantRows(executor, and(where, isNull(tenants.deletedAt))).limit(1);
  if (!row) return null;
  const { tenant } = row;
  const [documents, [due]] = await Promise.all([
    executor
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.tenantId, tenant.id), isNull(legalDocuments.deletedAt)))
      .orderBy(asc(legalDocuments.createdAt), asc(legalDocuments.id)),
    executor
      .select({
        paise: sql<string | number>`coalesce(sum(${invoices.totalPaise} - ${invoices.paidPaise}), 0)`,
      })
      .from(invoices)
      .where(eq(invoices.tenantId, tenant.id)),
  ]);
  return {
    ...presentTenantListItem(row),
    dateOfBirth: tenant.dateOfBirth,
    address: tenant.address,
    monthlyRent: toRupees(tenant.monthlyRentPaise),
    mealCost: toRupees(tenant.mealCostPaise),
    dueAmount: toRupees(due?.paise),
    emergencyContact: tenant.emergencyContact,
    localGuardian: tenant.localGuardian,
    healthInfo: tenant.healthInfo,
    legalDocuments: documents.map(presentLegalDocument),
    role: 'TENANT',
    propertyId: tenant.propertyId,
    roomId: tenant.roomId,
    bedId: tenant.bedId,
    createdAt: tenant.createdAt.toISOString(),
    updatedAt: tenant.updatedAt.toISOString(),
  };
}
