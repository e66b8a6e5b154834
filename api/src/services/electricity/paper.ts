// The electricity worksheet as a paper (issue 44): the worksheet the screen shows (read.ts, the
// same shares the charges were posted from) with what the PDF and its verify answer add: the
// property, a number and the stamp its token signs (the reading's last change, so a correction
// after printing cancels the paper). The verify answer reads the worksheet as it stands now.
import { eq } from 'drizzle-orm';
import type { ElectricityWorksheetAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import { meterReadings, properties, rooms } from '../../db/schema';
import type { AccessScope } from '../access';
import { today } from '../calendar';
import type { VerifiedPaper } from '../verify/papers';
import { electricityWorksheet, myElectricityWorksheet, worksheetOf } from './read';

export interface WorksheetPaper {
  sheet: ElectricityWorksheetAnswer;
  number: string;
  propertyName: string;
  propertyAddress: string;
  /** the reading's updatedAt in epoch ms: the token carries it */
  stamp: number;
}

/** 'EW-<room>-<the closing reading's day>': one per room and period (a room has one reading a day). */
export const worksheetNumber = (roomNumber: string, readingDate: string) =>
  `EW-${roomNumber.replace(/[^A-Za-z0-9]+/g, '').toUpperCase() || 'ROOM'}-${readingDate.replace(/-/g, '')}`;

async function readingOf(executor: Executor, readingId: string) {
  const [row] = await executor
    .select({ reading: meterReadings, roomNumber: rooms.roomNumber, property: properties })
    .from(meterReadings)
    .innerJoin(rooms, eq(rooms.id, meterReadings.roomId))
    .innerJoin(properties, eq(properties.id, meterReadings.propertyId))
    .where(eq(meterReadings.id, readingId));
  return row;
}

/**
 * The paper of `readingId`, its worksheet read by `read` (which checks who asks). The stamp is read
 * first: a correction landing in between leaves a paper of the new figures with the old stamp,
 * which checks as cancelled, never old figures that check as genuine.
 */
async function paperOf(
  executor: Executor,
  readingId: string,
  read: () => Promise<ElectricityWorksheetAnswer>,
): Promise<WorksheetPaper> {
  const row = await readingOf(executor, readingId);
  const sheet = await read();
  const { fullAddress, area, city, pinCode } = row!.property.address;
  return {
    sheet,
    number: worksheetNumber(sheet.roomNumber, sheet.periodEnd),
    propertyName: row!.property.name,
    propertyAddress: [fullAddress, area, city, pinCode].filter(Boolean).join(', '),
    stamp: row!.reading.updatedAt.getTime(),
  };
}

/** The worksheet of a period for staff in scope (another property's manager: 404). */
export const staffWorksheetPaper = (
  executor: Executor,
  scope: AccessScope,
  ids: { roomId: string; readingId: string },
) => paperOf(executor, ids.readingId, () => electricityWorksheet(executor, scope, ids));

/** The worksheet of a period the tenant has a share of (else 404), the others as 'another tenant'. */
export const tenantWorksheetPaper = (executor: Executor, tenantId: string, readingId: string) =>
  paperOf(executor, readingId, () => myElectricityWorksheet(executor, tenantId, readingId));

/**
 * What /verify says of a worksheet's token: the worksheet as it stands now; CANCELLED when its
 * reading was corrected after the paper was made (the day of the latest correction), null when
 * the reading is gone or closes no period.
 */
export async function verifyWorksheet(
  executor: Executor,
  readingId: string,
  stamp: number,
  mask: (name: string) => string,
): Promise<VerifiedPaper | null> {
  const row = await readingOf(executor, readingId);
  if (!row?.reading.previousId) return null;
  const sheet = await worksheetOf(executor, row.reading, row.roomNumber, null);
  const corrected = row.reading.updatedAt.getTime() !== stamp;
  return {
    status: corrected ? 'CANCELLED' : 'GENUINE',
    kind: 'ELECTRICITY_WORKSHEET',
    number: worksheetNumber(sheet.roomNumber, sheet.periodEnd),
    property: row.property.name,
    amountPaise: row.reading.costPaise ?? 0,
    period: `${sheet.periodStart} to ${sheet.periodEnd}`,
    issuedOn: sheet.periodEnd,
    tenant: sheet.shares.length
      ? `Room ${sheet.roomNumber}: ${sheet.shares.map((share) => mask(share.name)).join(', ')}`
      : `Room ${sheet.roomNumber}: nobody stayed`,
    ...(corrected && {
      cancelledOn: today(row.reading.updatedAt),
      cancelReason: 'meter reading corrected; the details below are the corrected worksheet',
    }),
  };
}
