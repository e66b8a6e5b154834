// Complaints (SPEC §4, §7; DESIGN §4): a tenant raises one about the bed they are on now and may
// edit it while PENDING or IN_PROGRESS. Staff moving its status: review.ts.
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  MAX_COMPLAINT_IMAGES,
  isComplaintEditable,
  type ComplaintCreateInput,
  type ComplaintListQuery,
  type ComplaintUpdateInput,
} from '@pgportal/contracts/schemas';
import type { Complaint } from '@pgportal/contracts/types';
import type { Deps } from '../../deps';
import type { Db, Executor } from '../../db/client';
import { emptyPage, type Page } from '../../db/paginate';
import { bedAssignments, complaintHistory, complaintImages, complaints } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { listComplaintRecords } from './list';
import { findComplaint, presentComplaint, presentComplaints, visibleTo, type ComplaintRecord } from './read';
import type { ReceivedFile } from '../files/uploads';

const tooManyImages = () =>
  badRequest(MESSAGES.complaintTooManyImages, { complaintImages: MESSAGES.complaintTooManyImages });

/** Moves every received image into place; if one fails, those already stored are removed. */
async function storeImages(deps: Deps, images: ReceivedFile[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const image of images) keys.push(await deps.uploads.store('complaintImage', image));
  } catch (error) {
    await removeFiles(deps, keys);
    throw error;
  }
  return keys;
}

async function removeFiles(deps: Deps, keys: readonly string[]) {
  await Promise.all(keys.map((key) => deps.uploads.remove(key)));
}

/** Runs `write` with the stored images' keys; on failure the new files are removed again. */
async function withImages<T>(
  deps: Deps,
  images: ReceivedFile[],
  write: (keys: string[]) => Promise<T>,
): Promise<T> {
  if (images.length > MAX_COMPLAINT_IMAGES) throw tooManyImages();
  const keys = await storeImages(deps, images);
  try {
    return await write(keys);
  } catch (error) {
    await removeFiles(deps, keys);
    throw error;
  }
}

async function addImages(executor: Executor, complaintId: string, keys: string[], firstPosition: number) {
  if (keys.length === 0) return;
  await executor
    .insert(complaintImages)
    .values(keys.map((fileKey, index) => ({ complaintId, fileKey, position: firstPosition + index })));
}

/** The property, room and bed of the tenant's open bed assignment, or null when on no bed. */
async function currentPlace(executor: Executor, tenantId: string) {
  const [open] = await executor
    .select({
      propertyId: bedAssignments.propertyId,
      roomId: bedAssignments.roomId,
      bedId: bedAssignments.bedId,
    })
    .from(bedAssignments)
    .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)))
    .limit(1);
  return open ?? null;
}

/** The tenant's current place; 409 when they are on no bed (checked before a form is read). */
export async function currentPlaceOrRefuse(executor: Executor, tenantId: string) {
  const place = await currentPlace(executor, tenantId);
  if (!place) throw conflict(MESSAGES.complaintNeedsBed);
  return place;
}

/** POST /complaint/create: the tenant's complaint about the bed they are on now. */
export async function createComplaint(
  deps: Deps,
  scope: AccessScope,
  input: ComplaintCreateInput,
  images: ReceivedFile[],
): Promise<Complaint> {
  const tenantId = scope.actorId;
  const place = await currentPlaceOrRefuse(deps.db, tenantId);
  const mismatched = (['propertyId', 'roomId', 'bedId'] as const).filter(
    (field) => input[field] !== place[field],
  );
  if (mismatched.length > 0) {
    throw badRequest(
      MESSAGES.complaintPlaceMismatch,
      Object.fromEntries(mismatched.map((field) => [field, MESSAGES.complaintPlaceMismatch])),
    );
  }
  return withImages(deps, images, (keys) =>
    deps.db.transaction(async (tx) => {
      // The assignment may have ended meanwhile: raise it only against the open one.
      const still = await currentPlace(tx, tenantId);
      if (still?.bedId !== place.bedId) throw conflict(MESSAGES.complaintNeedsBed);
      const [row] = await tx
        .insert(complaints)
        .values({ tenantId, ...place, issue: input.issue, category: input.category })
        .returning({ id: complaints.id });
      const id = row!.id;
      await addImages(tx, id, keys, 0);
      await tx.insert(complaintHistory).values({ complaintId: id, fromStatus: null, toStatus: 'PENDING' });
      return presentComplaint((await findComplaint(tx, scope, id))!);
    }),
  );
}

/** The status of a complaint the caller may see, locked (FOR UPDATE) when asked; 404 otherwise. */
export async function complaintStatus(
  executor: Executor,
  scope: AccessScope,
  id: string,
  forUpdate: boolean,
) {
  const query = executor
    .select({ status: complaints.status })
    .from(complaints)
    .where(and(eq(complaints.id, id), visibleTo(scope)));
  const [found] = forUpdate ? await query.for('update') : await query;
  if (!found) throw notFound(MESSAGES.complaintNotFound);
  return found.status;
}

/** 404 unless the caller may see the complaint, 409 unless it may still be edited (before a form is read). */
export async function assertComplaintEditable(executor: Executor, scope: AccessScope, id: string) {
  if (!isComplaintEditable(await complaintStatus(executor, scope, id, false))) {
    throw conflict(MESSAGES.complaintNotEditable);
  }
}

/**
 * PUT /complaint/update/{id}: the tenant's own complaint, while PENDING or IN_PROGRESS. New images
 * are added after the kept ones; the ones named in removeImageIds are removed (their files after
 * the commit). At most 10 images in all.
 */
export async function updateComplaint(
  deps: Deps,
  scope: AccessScope,
  id: string,
  input: ComplaintUpdateInput,
  images: ReceivedFile[],
): Promise<Complaint> {
  const { complaint, removedKeys } = await withImages(deps, images, (keys) =>
    deps.db.transaction(async (tx) => {
      const status = await complaintStatus(tx, scope, id, true);
      if (!isComplaintEditable(status)) throw conflict(MESSAGES.complaintNotEditable);
      const existing = await tx
        .select({ id: complaintImages.id, fileKey: complaintImages.fileKey })
        .from(complaintImages)
        .where(eq(complaintImages.complaintId, id));
      const removed = existing.filter((image) => input.removeImageIds.includes(image.id));
      if (existing.length - removed.length + keys.length > MAX_COMPLAINT_IMAGES) throw tooManyImages();
      if (removed.length > 0) {
        await tx.delete(complaintImages).where(
          inArray(
            complaintImages.id,
            removed.map((image) => image.id),
          ),
        );
      }
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${complaintImages.position}), -1)::int` })
        .from(complaintImages)
        .where(eq(complaintImages.complaintId, id));
      await addImages(tx, id, keys, Number(last?.position ?? -1) + 1);
      await tx
        .update(complaints)
        .set({ issue: input.issue, category: input.category, updatedAt: new Date() })
        .where(eq(complaints.id, id));
      const view = presentComplaint((await findComplaint(tx, scope, id))!);
      return { complaint: view, removedKeys: removed.map((image) => image.fileKey) };
    }),
  );
  await removeFiles(deps, removedKeys);
  return complaint;
}

/** GET /complaint/{id}: one complaint in the caller's scope (a tenant: their own). */
export async function getComplaint(executor: Executor, scope: AccessScope, id: string): Promise<Complaint> {
  const record = await findComplaint(executor, scope, id);
  if (!record) throw notFound(MESSAGES.complaintNotFound);
  return presentComplaint(record);
}

/**
 * GET /complaint/all (staff): the complaints of the caller's current property, or with
 * `scope=all` of every property in their scope (all of them for an admin).
 */
export async function listAllComplaints(
  db: Db,
  scope: AccessScope,
  query: ComplaintListQuery,
): Promise<Page<Complaint>> {
  if (query.scope !== 'all' && !scope.currentPropertyId) return presentPage(emptyPage(query));
  const propertyId = query.scope === 'all' ? null : scope.currentPropertyId;
  return presentPage(await listComplaintRecords(db, { scope, propertyId }, query));
}

/** GET /complaint/my-complaints: the tenant's own complaints. */
export async function listMyComplaints(
  db: Db,
  scope: AccessScope,
  query: ComplaintListQuery,
): Promise<Page<Complaint>> {
  return presentPage(await listComplaintRecords(db, { scope, propertyId: null }, query));
}

function presentPage(page: Page<ComplaintRecord>): Page<Complaint> {
  return { rows: presentComplaints(page.rows), pagination: page.pagination };
}

/** Whether the caller may see the complaint image stored under `key` (routes/files.ts). */
export async function complaintImageVisible(executor: Executor, scope: AccessScope, key: string) {
  const [row] = await executor
    .select({ n: count() })
    .from(complaintImages)
    .innerJoin(complaints, eq(complaints.id, complaintImages.complaintId))
    .where(and(eq(complaintImages.fileKey, key), visibleTo(scope)));
  return Number(row?.n ?? 0) > 0;
}
