// Recording a room's meter reading and correcting the latest one (issue 25). Each reading after the
// first closes a period whose cost is split among the room's tenants by days (period.ts).
//
// Locks: LOCK_ORDER (db/lock-order.ts); the charges are the corrected reading's shares. Assignments and moves hold the room shared
// while they write a stay, so a period's days are read with no stay changing under them; two
// readings of one room run one after the other, the unique (room, date) index behind the lock.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { MeterReadingValues } from '@pgportal/contracts/schemas';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { charges, electricityShares, meterReadings, properties, type MeterReadingRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { today as todayInIndia } from '../calendar';
import { withUploadedFile, type ReceivedFile } from '../files/uploads';
import { roomInScope } from '../rooms/read';
import { closePeriod, removeShares } from './period';
import { locksTaken } from '../../db/lock-order';

locksTaken('property', 'room', 'record', 'invoiceRow');

const refusedOn = (field: 'readingDate' | 'reading', message: string) =>
  badRequest(message, { [field]: message });

/** The room (locked) and its property's electricity settings; 409 when its rooms have no meters. */
async function lockMeteredRoom(tx: Executor, scope: AccessScope, roomId: string) {
  const room = await roomInScope(tx, scope, roomId, { forUpdate: true });
  const [property] = await tx
    .select({ ratePaise: properties.electricityRatePaise, metered: properties.roomsHaveMeters })
    .from(properties)
    .where(eq(properties.id, room.propertyId));
  if (!property?.metered) throw conflict(MESSAGES.noRoomMeters);
  return { room, ratePaise: property.ratePaise };
}

async function latestReading(tx: Executor, roomId: string): Promise<MeterReadingRow | undefined> {
  const [row] = await tx
    .select()
    .from(meterReadings)
    .where(eq(meterReadings.roomId, roomId))
    .orderBy(desc(meterReadings.readingDate))
    .limit(1)
    .for('update');
  return row;
}

/** Readings only go up and forward; a reading that closes a period needs a rate. */
function checkAfter(
  previous: MeterReadingRow | undefined,
  input: MeterReadingValues,
  ratePaise: number,
  today: string,
) {
  if (input.readingDate > today) throw refusedOn('readingDate', MESSAGES.readingDateInFuture);
  if (!previous) return;
  if (input.readingDate <= previous.readingDate)
    throw refusedOn('readingDate', MESSAGES.readingDateBeforeLast);
  if (input.reading < previous.reading) throw refusedOn('reading', MESSAGES.readingBelowLast);
  if (ratePaise <= 0) throw conflict(MESSAGES.noElectricityRate);
}

/** POST /room/{roomId}/meter-readings: the new reading's id. */
export async function addMeterReading(
  deps: Deps,
  scope: AccessScope,
  actorId: string,
  roomId: string,
  input: MeterReadingValues,
  photo: ReceivedFile | null,
  today: string = todayInIndia(),
): Promise<string> {
  return withUploadedFile(deps.uploads, 'meterPhoto', photo, (key) =>
    deps.db.transaction(async (tx) => {
      const { room, ratePaise } = await lockMeteredRoom(tx, scope, roomId);
      const previous = await latestReading(tx, room.id);
      checkAfter(previous, input, ratePaise, today);
      const [reading] = await tx
        .insert(meterReadings)
        .values({ roomId: room.id, propertyId: room.propertyId, ...input, photo: key, recordedBy: actorId })
        .returning();
      if (previous)
        await closePeriod(tx, { roomNumber: room.roomNumber, ratePaise, actorId }, previous, reading!);
      return { result: reading!.id, replacedKey: null };
    }),
  );
}

/**
 * PUT /room/{roomId}/meter-readings/{readingId}: a new date and reading (and photo, when sent) for
 * the room's latest reading, while none of its shares is on an invoice; the shares are recomputed
 * at the property's rate now.
 */
export async function correctMeterReading(
  deps: Deps,
  scope: AccessScope,
  actorId: string,
  ids: { roomId: string; readingId: string },
  input: MeterReadingValues,
  photo: ReceivedFile | null,
  today: string = todayInIndia(),
): Promise<void> {
  await withUploadedFile(deps.uploads, 'meterPhoto', photo, (key) =>
    deps.db.transaction(async (tx) => {
      const { room, ratePaise } = await lockMeteredRoom(tx, scope, ids.roomId);
      const latest = await latestReading(tx, room.id);
      const [reading] = await tx
        .select()
        .from(meterReadings)
        .where(and(eq(meterReadings.id, ids.readingId), eq(meterReadings.roomId, room.id)));
      if (!reading) throw notFound(MESSAGES.meterReadingNotFound);
      if (latest?.id !== reading.id) throw conflict(MESSAGES.readingNotLatest);
      const chargeIds = await unbilledChargesOf(tx, reading.id);
      const [previous] = reading.previousId
        ? await tx.select().from(meterReadings).where(eq(meterReadings.id, reading.previousId))
        : [];
      checkAfter(previous, input, ratePaise, today);
      await removeShares(tx, reading.id, chargeIds);
      const [corrected] = await tx
        .update(meterReadings)
        .set({ ...input, photo: key ?? reading.photo, updatedAt: new Date() })
        .where(eq(meterReadings.id, reading.id))
        .returning();
      if (previous)
        await closePeriod(tx, { roomNumber: room.roomNumber, ratePaise, actorId }, previous, corrected!);
      return { result: undefined, replacedKey: key ? reading.photo : null };
    }),
  );
}

/** The charges of a reading's shares, locked; 409 when an invoice took any of them. */
async function unbilledChargesOf(tx: Executor, readingId: string): Promise<string[]> {
  const shares = await tx
    .select({ chargeId: electricityShares.chargeId })
    .from(electricityShares)
    .where(and(eq(electricityShares.readingId, readingId), isNotNull(electricityShares.chargeId)));
  const ids = shares.map((share) => share.chargeId!);
  if (!ids.length) return [];
  const locked = await tx
    .select({ id: charges.id, invoiceId: charges.invoiceId })
    .from(charges)
    .where(inArray(charges.id, ids))
    .orderBy(charges.id)
    .for('update');
  if (locked.some((charge) => charge.invoiceId)) throw conflict(MESSAGES.readingAlreadyBilled);
  return locked.map((charge) => charge.id);
}
