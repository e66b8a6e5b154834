// Properties as the screens read them: the list with its bed and tenant counts, and the detail
// with its rooms. Every read goes through the caller's access scope; another property is 404.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Property, PropertyDetail, PropertyManagerRef } from '@pgportal/contracts/types';
import { gstinState, tallyLedgersOf } from '@pgportal/contracts/schemas';
import type { Db, Executor } from '../../db/client';
import {
  properties,
  propertyCollections,
  propertyManagers,
  propertyTotals,
  users,
  type PropertyRow,
} from '../../db/schema';
import { monthBounds, today } from '../calendar';
import { toRupees } from '../money';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { isUuid } from '../db-helpers';
import { roomsOfProperty } from '../rooms/list';
import { fileRef } from '../files/uploads';

/**
 * Rooms and beds of each property, from the counts the triggers keep (schema/totals.ts): a page of
 * 50 properties used to count 20,000 beds row by row. A property without rooms has no totals row.
 */
export const counts = {
  totalRooms: sql<number>`coalesce(${propertyTotals.totalRooms}, 0)`,
  totalBeds: sql<number>`coalesce(${propertyTotals.totalBeds}, 0)`,
  occupiedBeds: sql<number>`coalesce(${propertyTotals.occupiedBeds}, 0)`,
};

/** The columns a property's answer is made of (services/properties/list.ts selects just these). */
export const PRESENTED_COLUMNS = [
  'id',
  'name',
  'description',
  'allowedFor',
  'rules',
  'category',
  'contactNumber',
  'upiId',
  'landlordPan',
  'gstin',
  'gstLegalName',
  'tallyLedgers',
  'lateFeePolicy',
  'lateFeeAmountPaise',
  'lateFeeGraceDays',
  'lateFeeCapPaise',
  'agreementText',
  'coverImage',
  'hasCanteen',
  'mealOptOutCutoff',
  'mealCreditMinDays',
  'electricityRatePaise',
  'roomsHaveMeters',
  'noticePeriodDays',
  'refundPeriodDays',
  'retentionDays',
  'state',
  'address',
  'amenities',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof PropertyRow>;

export type CountedRow = Pick<PropertyRow, (typeof PRESENTED_COLUMNS)[number]> & {
  totalRooms: number;
  totalBeds: number;
  occupiedBeds: number;
};

const countedColumns = { property: properties, ...counts };

export function presentProperty(
  row: CountedRow,
  managers: PropertyManagerRef[],
  scope: AccessScope,
): Property {
  const totalBeds = Number(row.totalBeds);
  const occupied = Number(row.occupiedBeds);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    allowedFor: row.allowedFor,
    rules: row.rules,
    category: row.category,
    contactNumber: row.contactNumber,
    upiId: row.upiId,
    landlordPan: row.landlordPan,
    gstin: row.gstin,
    gstLegalName: row.gstLegalName,
    gstState: row.gstin ? (gstinState(row.gstin)?.name ?? '') : '',
    tallyLedgers: tallyLedgersOf(row.tallyLedgers),
    lateFeePolicy: row.lateFeePolicy,
    lateFeeAmount: toRupees(row.lateFeeAmountPaise),
    lateFeeGraceDays: row.lateFeeGraceDays,
    lateFeeCap: toRupees(row.lateFeeCapPaise),
    agreementText: row.agreementText,
    coverImage: fileRef(row.coverImage),
    hasCanteen: row.hasCanteen,
    mealOptOutCutoff: row.mealOptOutCutoff,
    mealCreditMinDays: row.mealCreditMinDays,
    electricityRate: toRupees(row.electricityRatePaise),
    roomsHaveMeters: row.roomsHaveMeters,
    noticePeriodDays: row.noticePeriodDays,
    refundPeriodDays: row.refundPeriodDays,
    retentionDays: row.retentionDays,
    state: row.state,
    address: row.address,
    amenities: row.amenities,
    totalRooms: Number(row.totalRooms),
    totalBeds,
    availableBeds: totalBeds - occupied,
    assignedTenants: occupied,
    managers,
    isCurrent: scope.currentPropertyId === row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The managers of each property, oldest assignment first. */
export async function managersOf(executor: Executor, propertyIds: string[]) {
  const byProperty = new Map<string, PropertyManagerRef[]>();
  if (!propertyIds.length) return byProperty;
  const rows = await executor
    .select({ propertyId: propertyManagers.propertyId, id: users.id, name: users.name, avatar: users.avatar })
    .from(propertyManagers)
    .innerJoin(users, eq(users.id, propertyManagers.userId))
    .where(and(inArray(propertyManagers.propertyId, propertyIds), isNull(users.deletedAt)))
    .orderBy(asc(propertyManagers.createdAt), asc(users.id));
  for (const row of rows) {
    const list = byProperty.get(row.propertyId) ?? [];
    list.push({ _id: row.id, name: row.name, avatar: fileRef(row.avatar) });
    byProperty.set(row.propertyId, list);
  }
  return byProperty;
}

const flatten = (row: {
  property: PropertyRow;
  totalRooms: number;
  totalBeds: number;
  occupiedBeds: number;
}): CountedRow => ({
  ...row.property,
  totalRooms: row.totalRooms,
  totalBeds: row.totalBeds,
  occupiedBeds: row.occupiedBeds,
});

/** A live property in the caller's scope, locked when `forUpdate`; 404 otherwise. */
export async function propertyInScope(
  executor: Executor,
  scope: AccessScope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PropertyRow> {
  if (!isUuid(id) || !scope.includes(id)) throw notFound(MESSAGES.propertyNotFound);
  const query = executor
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .$dynamic();
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(MESSAGES.propertyNotFound);
  return row;
}

/** One property as the list shows it. */
export async function getProperty(executor: Executor, scope: AccessScope, id: string): Promise<Property> {
  await propertyInScope(executor, scope, id);
  const [row] = await executor
    .select(countedColumns)
    .from(properties)
    .leftJoin(propertyTotals, eq(propertyTotals.propertyId, properties.id))
    .where(eq(properties.id, id));
  if (!row) throw notFound(MESSAGES.propertyNotFound);
  const managers = await managersOf(executor, [id]);
  return presentProperty(flatten(row), managers.get(id) ?? [], scope);
}

/**
 * What a property collected in the month of `day`: the payments ledger's entries dated in it
 * (payments minus reversals), from the kept sums (schema/totals.ts), in paise.
 */
async function collectedInMonth(executor: Executor, propertyId: string, day: string): Promise<number> {
  const [row] = await executor
    .select({ paise: propertyCollections.collectedPaise })
    .from(propertyCollections)
    .where(
      and(
        eq(propertyCollections.propertyId, propertyId),
        eq(propertyCollections.month, monthBounds(day).start),
      ),
    );
  return Number(row?.paise ?? 0);
}

/** GET /property/{id}: the property with its rooms and their beds, and this month's collection. */
export async function getPropertyDetail(
  db: Db,
  scope: AccessScope,
  id: string,
  day = today(),
): Promise<PropertyDetail> {
  const property = await getProperty(db, scope, id);
  const [rooms, collected] = await Promise.all([
    roomsOfProperty(db, scope, id),
    collectedInMonth(db, id, day),
  ]);
  return { ...property, rooms, monthlyRevenue: toRupees(collected) };
}
