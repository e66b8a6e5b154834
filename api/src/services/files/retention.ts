// The one retention rule for stored files (docs/operations.md "Files and retention"): a file is kept while a
// live row names it, and removed as soon as none does. A row is live when neither it nor the row it
// belongs to is soft-deleted: a room image needs a live room in a live property, a legal document a
// live document of a live tenant, a complaint image a live complaint. Delete paths call the
// retire functions below right after their transaction commits (so a deleted row's public file
// 404s at once); files replaced by an upload go the same way (withUploadedFile); whatever a crash
// leaves behind, the hourly sweep (sweep.ts) removes with this same test.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  complaintImages,
  complaints,
  exitDeductionPhotos,
  expenses,
  legalDocuments,
  meterReadings,
  officeNotices,
  paymentClaims,
  properties,
  rooms,
  tenants,
  users,
} from '../../db/schema';
import { kindOfKey, type UploadKind, type Uploads } from './uploads';

type KeyRows = Promise<Array<{ key: string | null }>>;

/** Per kind: which of `keys` a live row names. */
const LIVE_REFERENCES: Record<UploadKind, (executor: Executor, keys: string[]) => KeyRows> = {
  // bank statements are read while their request lasts and never stored: none is live
  bankStatement: async () => [],
  avatar: (executor, keys) =>
    executor
      .select({ key: users.avatar })
      .from(users)
      .where(and(inArray(users.avatar, keys), isNull(users.deletedAt))),
  profilePhoto: (executor, keys) =>
    executor
      .select({ key: tenants.profilePhoto })
      .from(tenants)
      .where(and(inArray(tenants.profilePhoto, keys), isNull(tenants.deletedAt))),
  propertyImage: (executor, keys) =>
    executor
      .select({ key: properties.coverImage })
      .from(properties)
      .where(and(inArray(properties.coverImage, keys), isNull(properties.deletedAt))),
  roomImage: (executor, keys) =>
    executor
      .select({ key: rooms.roomImage })
      .from(rooms)
      .innerJoin(properties, eq(properties.id, rooms.propertyId))
      .where(and(inArray(rooms.roomImage, keys), isNull(rooms.deletedAt), isNull(properties.deletedAt))),
  complaintImage: (executor, keys) =>
    executor
      .select({ key: complaintImages.fileKey })
      .from(complaintImages)
      .innerJoin(complaints, eq(complaints.id, complaintImages.complaintId))
      .where(and(inArray(complaintImages.fileKey, keys), isNull(complaints.deletedAt))),
  // A claim is never deleted: its screenshot stays while the claim does.
  paymentScreenshot: (executor, keys) =>
    executor
      .select({ key: paymentClaims.screenshot })
      .from(paymentClaims)
      .where(inArray(paymentClaims.screenshot, keys)),
  // A reading is never deleted: its photo stays while the reading does (a correction replaces it).
  meterPhoto: (executor, keys) =>
    executor
      .select({ key: meterReadings.photo })
      .from(meterReadings)
      .where(inArray(meterReadings.photo, keys)),
  // Exit statements are never deleted: every version's photos stay.
  exitPhoto: (executor, keys) =>
    executor
      .select({ key: exitDeductionPhotos.fileKey })
      .from(exitDeductionPhotos)
      .where(inArray(exitDeductionPhotos.fileKey, keys)),
  noticeImage: (executor, keys) =>
    executor
      .select({ key: officeNotices.imageKey })
      .from(officeNotices)
      .where(and(inArray(officeNotices.imageKey, keys), isNull(officeNotices.deletedAt))),
  // A deleted expense's bill is removed with it (services/expenses/write.ts).
  expenseBill: (executor, keys) =>
    executor
      .select({ key: expenses.billKey })
      .from(expenses)
      .where(and(inArray(expenses.billKey, keys), isNull(expenses.deletedAt))),
  legalDocument: (executor, keys) =>
    executor
      .select({ key: legalDocuments.fileKey })
      .from(legalDocuments)
      .innerJoin(tenants, eq(tenants.id, legalDocuments.tenantId))
      .where(
        and(
          inArray(legalDocuments.fileKey, keys),
          isNull(legalDocuments.deletedAt),
          isNull(tenants.deletedAt),
        ),
      ),
};

/** Keys per query: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** Which of `keys` a live row names; a key of no known kind is never live. */
export async function liveKeys(executor: Executor, keys: readonly string[]): Promise<Set<string>> {
  const byKind = new Map<UploadKind, string[]>();
  for (const key of keys) {
    const kind = kindOfKey(key);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), key]);
  }
  const live = new Set<string>();
  for (const [kind, ofKind] of byKind) {
    for (let start = 0; start < ofKind.length; start += CHUNK) {
      for (const row of await LIVE_REFERENCES[kind](executor, ofKind.slice(start, start + CHUNK))) {
        if (row.key) live.add(row.key);
      }
    }
  }
  return live;
}

interface RetireDeps {
  db: Db;
  uploads: Uploads;
}

/**
 * Removes the files of `keys` that no live row names (call it after the commit that let go of
 * them). A file that cannot be removed now is left to the sweep rather than failing a delete that
 * has already happened.
 */
export async function retireFiles(deps: RetireDeps, keys: ReadonlyArray<string | null>): Promise<void> {
  const named = keys.filter((key): key is string => !!key);
  if (named.length === 0) return;
  const live = await liveKeys(deps.db, named);
  await Promise.all(
    named.filter((key) => !live.has(key)).map((key) => deps.uploads.remove(key).catch(() => undefined)),
  );
}

/** After a room's delete commits: its image. */
export async function retireRoomFiles(deps: RetireDeps, roomId: string): Promise<void> {
  const [room] = await deps.db.select({ key: rooms.roomImage }).from(rooms).where(eq(rooms.id, roomId));
  await retireFiles(deps, [room?.key ?? null]);
}

/** After a property's delete commits: its cover and the images of its rooms. */
export async function retirePropertyFiles(deps: RetireDeps, propertyId: string): Promise<void> {
  const [cover] = await deps.db
    .select({ key: properties.coverImage })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const roomImages = await deps.db
    .select({ key: rooms.roomImage })
    .from(rooms)
    .where(eq(rooms.propertyId, propertyId));
  await retireFiles(deps, [cover?.key ?? null, ...roomImages.map((room) => room.key)]);
}

/** After a tenant's delete commits: the profile photo it named and their legal documents' files. */
export async function retireTenantFiles(
  deps: RetireDeps,
  tenantId: string,
  profilePhoto: string | null,
): Promise<void> {
  const documents = await deps.db
    .select({ key: legalDocuments.fileKey })
    .from(legalDocuments)
    .where(eq(legalDocuments.tenantId, tenantId));
  await retireFiles(deps, [profilePhoto, ...documents.map((document) => document.key)]);
}
