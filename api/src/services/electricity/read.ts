// Reading electricity (issue 25): a room's readings, the worksheet of a period (staff see names;
// a tenant sees their own share and 'another tenant' for the others, and only periods they share),
// the tenant's own shares, and who may see a meter photo.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type {
  ElectricityWorksheetAnswer,
  MeterReadingAnswer,
  MyElectricityShareAnswer,
} from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import {
  charges,
  electricityShares,
  meterReadings,
  rooms,
  tenants,
  type MeterReadingRow,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { fileRef } from '../files/uploads';
import { toRupees } from '../money';
import { roomInScope } from '../rooms/read';
import { daysIn, periodOf } from './period';

export const ANOTHER_TENANT = 'another tenant';

const statusOf = (invoiceId: string | null, chargeId: string | null) =>
  chargeId === null ? null : invoiceId ? ('BILLED' as const) : ('PENDING' as const);

/** The shares of these readings with their charges' state and the tenants' names. */
async function sharesOf(executor: Executor, readingIds: string[]) {
  if (!readingIds.length) return [];
  return executor
    .select({
      readingId: electricityShares.readingId,
      tenantId: electricityShares.tenantId,
      name: tenants.fullName,
      days: electricityShares.days,
      sharePaise: electricityShares.sharePaise,
      chargeId: electricityShares.chargeId,
      invoiceId: charges.invoiceId,
    })
    .from(electricityShares)
    .innerJoin(tenants, eq(tenants.id, electricityShares.tenantId))
    .leftJoin(charges, eq(charges.id, electricityShares.chargeId))
    .where(inArray(electricityShares.readingId, readingIds))
    .orderBy(tenants.fullName, electricityShares.tenantId);
}

/** GET /room/{roomId}/meter-readings: newest first. */
export async function listMeterReadings(
  executor: Executor,
  scope: AccessScope,
  roomId: string,
): Promise<MeterReadingAnswer[]> {
  const room = await roomInScope(executor, scope, roomId);
  const rows = await executor
    .select()
    .from(meterReadings)
    .where(eq(meterReadings.roomId, room.id))
    .orderBy(desc(meterReadings.readingDate));
  const billed = new Set(
    (
      await sharesOf(
        executor,
        rows.map((row) => row.id),
      )
    )
      .filter((share) => share.invoiceId)
      .map((share) => share.readingId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.map((row, index) => {
    const previous = row.previousId ? byId.get(row.previousId) : undefined;
    return {
      _id: row.id,
      roomId: row.roomId,
      readingDate: row.readingDate,
      reading: row.reading,
      photo: fileRef(row.photo),
      periodStart: previous ? periodOf(previous, row).start : null,
      units: row.units,
      rate: row.ratePaise === null ? null : toRupees(row.ratePaise),
      cost: row.costPaise === null ? null : toRupees(row.costPaise),
      unbilled: toRupees(row.unbilledPaise),
      billed: billed.has(row.id),
      isLatest: index === 0,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

const readingAnswer = (row: MeterReadingRow) => ({
  _id: row.id,
  readingDate: row.readingDate,
  reading: row.reading,
  photo: fileRef(row.photo),
});

/** The worksheet of the period `reading` closes; `viewer`: the tenant asking (names hidden), else staff. */
export async function worksheetOf(
  executor: Executor,
  reading: MeterReadingRow,
  roomNumber: string,
  viewer: string | null,
): Promise<ElectricityWorksheetAnswer> {
  const [previous] = reading.previousId
    ? await executor.select().from(meterReadings).where(eq(meterReadings.id, reading.previousId))
    : [];
  if (!previous) throw notFound(MESSAGES.meterReadingNotFound);
  const period = periodOf(previous, reading);
  const shares = await sharesOf(executor, [reading.id]);
  return {
    readingId: reading.id,
    roomId: reading.roomId,
    roomNumber,
    periodStart: period.start,
    periodEnd: period.end,
    periodDays: daysIn(period),
    previous: readingAnswer(previous),
    current: readingAnswer(reading),
    units: reading.units ?? 0,
    rate: toRupees(reading.ratePaise),
    cost: toRupees(reading.costPaise),
    unbilled: toRupees(reading.unbilledPaise),
    shares: shares.map((share) => {
      const hidden = viewer !== null && share.tenantId !== viewer;
      return {
        tenantId: hidden ? null : share.tenantId,
        name: hidden ? ANOTHER_TENANT : share.name,
        isYou: share.tenantId === viewer,
        days: share.days,
        share: toRupees(share.sharePaise),
        status: statusOf(share.invoiceId, share.chargeId),
      };
    }),
  };
}

/** GET /room/{roomId}/electricity/{readingId} (staff in scope). */
export async function electricityWorksheet(
  executor: Executor,
  scope: AccessScope,
  ids: { roomId: string; readingId: string },
): Promise<ElectricityWorksheetAnswer> {
  const room = await roomInScope(executor, scope, ids.roomId);
  const [reading] = await executor
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.id, ids.readingId), eq(meterReadings.roomId, room.id)));
  if (!reading) throw notFound(MESSAGES.meterReadingNotFound);
  return worksheetOf(executor, reading, room.roomNumber, null);
}

/** GET /tenant/my-electricity/{readingId}: only a period the tenant has a share of (else 404). */
export async function myElectricityWorksheet(
  executor: Executor,
  tenantId: string,
  readingId: string,
): Promise<ElectricityWorksheetAnswer> {
  const [found] = await executor
    .select({ reading: meterReadings, roomNumber: rooms.roomNumber })
    .from(electricityShares)
    .innerJoin(meterReadings, eq(meterReadings.id, electricityShares.readingId))
    .innerJoin(rooms, eq(rooms.id, meterReadings.roomId))
    .where(and(eq(electricityShares.readingId, readingId), eq(electricityShares.tenantId, tenantId)));
  if (!found) throw notFound(MESSAGES.meterReadingNotFound);
  return worksheetOf(executor, found.reading, found.roomNumber, tenantId);
}

/** GET /tenant/my-electricity: the tenant's shares, newest period first. */
export async function myElectricityShares(
  executor: Executor,
  tenantId: string,
): Promise<MyElectricityShareAnswer[]> {
  const rows = await executor
    .select({
      reading: meterReadings,
      roomNumber: rooms.roomNumber,
      days: electricityShares.days,
      sharePaise: electricityShares.sharePaise,
      chargeId: electricityShares.chargeId,
      invoiceId: charges.invoiceId,
    })
    .from(electricityShares)
    .innerJoin(meterReadings, eq(meterReadings.id, electricityShares.readingId))
    .innerJoin(rooms, eq(rooms.id, meterReadings.roomId))
    .leftJoin(charges, eq(charges.id, electricityShares.chargeId))
    .where(eq(electricityShares.tenantId, tenantId))
    .orderBy(desc(meterReadings.readingDate));
  const previousIds = rows.map((row) => row.reading.previousId!).filter(Boolean);
  const previous = previousIds.length
    ? await executor
        .select({ id: meterReadings.id, readingDate: meterReadings.readingDate })
        .from(meterReadings)
        .where(inArray(meterReadings.id, previousIds))
    : [];
  const dateOf = new Map(previous.map((row) => [row.id, row.readingDate]));
  return rows.map((row) => {
    const period = periodOf({ readingDate: dateOf.get(row.reading.previousId!)! }, row.reading);
    return {
      readingId: row.reading.id,
      roomNumber: row.roomNumber,
      periodStart: period.start,
      periodEnd: period.end,
      days: row.days,
      share: toRupees(row.sharePaise),
      status: statusOf(row.invoiceId, row.chargeId),
    };
  });
}

/**
 * Whether the caller may see the meter photo stored under `key`: staff whose scope holds its
 * room's property, or a tenant with a share of a period that reading opens or closes.
 */
export async function meterPhotoVisible(executor: Executor, scope: AccessScope, key: string) {
  const [reading] = await executor
    .select({ id: meterReadings.id, propertyId: meterReadings.propertyId })
    .from(meterReadings)
    .where(eq(meterReadings.photo, key))
    .limit(1);
  if (!reading) return false;
  if (scope.kind === 'staff') return scope.includes(reading.propertyId);
  const [share] = await executor
    .select({ id: electricityShares.id })
    .from(electricityShares)
    .innerJoin(meterReadings, eq(meterReadings.id, electricityShares.readingId))
    .where(
      and(
        eq(electricityShares.tenantId, scope.actorId),
        or(eq(meterReadings.id, reading.id), eq(meterReadings.previousId, reading.id)),
      ),
    )
    .limit(1);
  return !!share;
}
