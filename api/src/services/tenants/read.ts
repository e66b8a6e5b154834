// Tenants as the API shows them (TenantListItem, Tenant): their property, room and bed joined in,
// their legal documents and what they owe.
import { and, asc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type {
  LegalDocument,
  Tenant,
  TenantAadhaar,
  TenantListItem,
  TenantSummary,
} from '@pgportal/contracts/types';
import { API_BASE } from '@pgportal/contracts/api';
import { API, withQuery } from '@pgportal/contracts/api-paths';
import { maskAadhaar } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import {
  beds,
  invoices,
  legalDocuments,
  properties,
  rooms,
  tenantAadhaar,
  tenants,
  type LegalDocumentRow,
  type TenantRow,
} from '../../db/schema';
import { today } from '../calendar';
import { overdueSql, owesSql } from '../payments/status';
import { toRupees } from '../money';
import { fileRef } from '../files/uploads';
import { depositHeld } from './deposit';

/**
 * What the tenant in the outer row owes, and whether any of it is overdue on `day` (the status
 * rule of payments/status.ts: outstanding after the due date, whether or not the job has marked
 * it yet): one index-only probe of their invoices with something outstanding
 * (`invoices_tenant_outstanding_idx`; a PAID invoice has nothing outstanding). An aggregate
 * without GROUP BY: always one row, joined LATERAL on true.
 */
export const tenantDues = (executor: Executor, day: SQLWrapper | string) =>
  executor
    .select({
      duePaise: sql<string | number>`coalesce(sum(${invoices.totalPaise} - ${invoices.paidPaise}), 0)`.as(
        'due_paise',
      ),
      overdue: sql<boolean>`coalesce(bool_or(${overdueSql(day)}), false)`.as('overdue'),
    })
    .from(invoices)
    // 'PAID' written into the SQL, so that even a generic plan matches the partial index's predicate
    .where(and(eq(invoices.tenantId, tenants.id), owesSql()))
    .as('dues');

/** The move-out date of the tenant's standing notice (issue 24): at most one row stands. */
const leavesOn = sql<string | null>`(select n.move_out_date::text from tenant_notices n
  where n.tenant_id = "tenants"."id" and n.withdrawn_at is null and n.completed_at is null)`;

/** The day a tenant on no bed left their last one (issue 42: 'Moved out on …'); null while on a bed or never on one. */
const movedOutOn = sql<string | null>`(case when "tenants"."bed_id" is null then
  (select max(a.end_date)::text from bed_assignments a where a.tenant_id = "tenants"."id") end)`;

/** A list row: the tenant's own list fields, the names of their property, room and bed, and their dues. */
const tenantListColumnsOf = (dues: ReturnType<typeof tenantDues>) => ({
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
  duePaise: dues.duePaise,
  overdue: dues.overdue,
  leavesOn: leavesOn,
  movedOutOn: movedOutOn,
});

/** The same columns, each aliased to its key: for reading the driver's rows as they come (raw-statement.ts). */
const tenantListAliasesOf = (dues: ReturnType<typeof tenantDues>) =>
  Object.fromEntries(
    Object.entries(tenantListColumnsOf(dues)).map(([key, column]) => [key, sql`${column}`.as(key)]),
  ) as unknown as ReturnType<typeof tenantListColumnsOf>;

/**
 * List rows: the list columns from tenants with their property, room, bed and dues (on `day`)
 * joined in; `aliased`: under their keys in the SQL as well.
 */
export function selectTenantListRows(
  executor: Executor,
  day: SQLWrapper | string,
  where: SQL | undefined,
  aliased = false,
) {
  const dues = tenantDues(executor, day);
  return {
    dues,
    query: executor
      .select(aliased ? tenantListAliasesOf(dues) : tenantListColumnsOf(dues))
      .from(tenants)
      .leftJoin(properties, eq(properties.id, tenants.propertyId))
      .leftJoin(rooms, eq(rooms.id, tenants.roomId))
      .leftJoin(beds, eq(beds.id, tenants.bedId))
      .leftJoinLateral(dues, sql`true`)
      .where(where)
      .$dynamic(),
  };
}

export type TenantListRow = Awaited<ReturnType<typeof selectTenantListRows>['query']>[number];

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
    dueAmount: toRupees(row.duePaise),
    overdue: row.overdue === true,
    leavesOn: row.leavesOn ?? null,
    movedOutOn: row.movedOutOn ?? null,
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
export async function loadTenant(executor: Executor, where: SQL, day = today()): Promise<Tenant | null> {
  const dues = tenantDues(executor, day);
  const [row] = await executor
    .select({ ...tenantListColumnsOf(dues), tenant: tenants })
    .from(tenants)
    .leftJoin(properties, eq(properties.id, tenants.propertyId))
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .leftJoin(beds, eq(beds.id, tenants.bedId))
    .leftJoinLateral(dues, sql`true`)
    .where(and(where, isNull(tenants.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { tenant } = row;
  const documents = await executor
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.tenantId, tenant.id), isNull(legalDocuments.deletedAt)))
    .orderBy(asc(legalDocuments.createdAt), asc(legalDocuments.id));
  return {
    ...presentTenantListItem(row),
    dateOfBirth: tenant.dateOfBirth,
    address: tenant.address,
    monthlyRent: toRupees(tenant.monthlyRentPaise),
    mealCost: toRupees(tenant.mealCostPaise),
    emergencyContact: tenant.emergencyContact,
    localGuardian: tenant.localGuardian,
    healthInfo: tenant.healthInfo,
    legalDocuments: documents.map(presentLegalDocument),
    aadhaar: await aadhaarOf(executor, tenant.id),
    deposit: await depositHeld(executor, tenant.id),
    role: 'TENANT',
    language: tenant.language,
    propertyId: tenant.propertyId,
    roomId: tenant.roomId,
    bedId: tenant.bedId,
    createdAt: tenant.createdAt.toISOString(),
    updatedAt: tenant.updatedAt.toISOString(),
  };
}

/** What the tenant's Aadhaar QR said (issue 45); the photo by its URL, its bytes left in the database. */
async function aadhaarOf(executor: Executor, tenantId: string): Promise<TenantAadhaar | null> {
  const [row] = await executor
    .select({
      last4: tenantAadhaar.last4,
      name: tenantAadhaar.name,
      dateOfBirth: tenantAadhaar.dateOfBirth,
      yearOfBirth: tenantAadhaar.yearOfBirth,
      gender: tenantAadhaar.gender,
      format: tenantAadhaar.format,
      check: tenantAadhaar.check,
      certificateFile: tenantAadhaar.certificateFile,
      hasPhoto: sql<boolean>`${tenantAadhaar.photo} is not null`,
      verifiedAt: tenantAadhaar.verifiedAt,
      verifiedByName: tenantAadhaar.verifiedByName,
    })
    .from(tenantAadhaar)
    .where(eq(tenantAadhaar.tenantId, tenantId));
  if (!row) return null;
  const { last4, verifiedAt, ...rest } = row;
  return {
    ...rest,
    maskedNumber: maskAadhaar(last4),
    verified: row.check === 'VERIFIED',
    hasPhoto: row.hasPhoto === true,
    // the URL changes with each scan, so that a browser fetches the new photo
    photo: row.hasPhoto
      ? { url: API_BASE + withQuery(API.tenant.aadhaarPhoto(tenantId), { v: verifiedAt.getTime() }) }
      : null,
    verifiedAt: verifiedAt.toISOString(),
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
    language: row.language,
    privacyConsentVersion: row.privacyConsentVersion,
  };
}
