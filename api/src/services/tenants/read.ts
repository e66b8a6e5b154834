// Tenants as the API shows them (TenantListItem, Tenant): their property, room and bed joined in,
// their legal documents and what they owe.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { LegalDocument, Tenant, TenantListItem, TenantSummary } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import {
  beds,
  invoices,
  legalDocuments,
  properties,
  rooms,
  tenants,
  type LegalDocumentRow,
  type TenantRow,
} from '../../db/schema';
import { toRupees } from '../money';
import { fileRef } from '../files/uploads';

/** A list row: the tenant's own list fields, and the names of their property, room and bed. */
export const tenantListColumns = {
  id: tenants.id,
  fullName: tenants.fullName,
  email: tenants.email,
  phoneNumber: tenants.phoneNumber,
  profession: tenants.profession,
  profilePhoto: tenants.profilePhoto,
  isVerified: tenants.isVerified,
  propertyId: tenants.propertyId,
  roomId: tenants.roomId,
  bedId: tenants.bedId,
  propertyName: properties.name,
  roomNumber: rooms.roomNumber,
  floor: rooms.floor,
  bedNumber: beds.bedNumber,
};

/** The same columns, each aliased to its key: for reading the driver's rows as they come (raw-statement.ts). */
const tenantListAliases = Object.fromEntries(
  Object.entries(tenantListColumns).map(([key, column]) => [key, sql`${column}`.as(key)]),
) as unknown as typeof tenantListColumns;

/**
 * List rows: `tenantListColumns` from tenants with their property, room and bed joined in;
 * `aliased`: under their keys in the SQL as well.
 */
export function selectTenantListRows(executor: Executor, where: SQL | undefined, aliased = false) {
  return executor
    .select(aliased ? tenantListAliases : tenantListColumns)
    .from(tenants)
    .leftJoin(properties, eq(properties.id, tenants.propertyId))
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .leftJoin(beds, eq(beds.id, tenants.bedId))
    .where(where)
    .$dynamic();
}

export type TenantListRow = Awaited<ReturnType<typeof selectTenantListRows>>[number];

export function presentTenantListItem(row: TenantListRow): TenantListItem {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    profession: row.profession,
    profilePhoto: fileRef(row.profilePhoto),
    isVerified: row.isVerified,
    property: row.propertyId && row.propertyName ? { _id: row.propertyId, name: row.propertyName } : null,
    room:
      row.roomId && row.roomNumber !== null && row.floor !== null
        ? { _id: row.roomId, roomNumber: row.roomNumber, floor: row.floor }
        : null,
    bed: row.bedId && row.bedNumber !== null ? { _id: row.bedId, bedNumber: row.bedNumber } : null,
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
  const [row] = await executor
    .select({ ...tenantListColumns, tenant: tenants })
    .from(tenants)
    .leftJoin(properties, eq(properties.id, tenants.propertyId))
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .leftJoin(beds, eq(beds.id, tenants.bedId))
    .where(and(where, isNull(tenants.deletedAt)))
    .limit(1);
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

/** A tenant as their own session shows them. */
export function presentTenantSummary(row: TenantRow): TenantSummary {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    profilePhoto: fileRef(row.profilePhoto),
    isVerified: row.isVerified,
    role: 'TENANT',
    propertyId: row.propertyId,
    roomId: row.roomId,
    bedId: row.bedId,
  };
}
