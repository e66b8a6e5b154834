// Complaints as the API shows them (the Complaint of @pgportal/contracts/types): the complaint with
// its tenant, property, room and bed, its images in order and its status history, read in three
// queries however many complaints a page holds.
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ComplaintListQuery } from '@pgportal/contracts/schemas';
import type { Complaint, ComplaintHistoryEntry } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import { paginate, type Page } from '../../db/paginate';
import {
  beds,
  complaintHistory,
  complaintImages,
  complaints,
  properties,
  rooms,
  tenants,
  tenantSearchText,
  users,
} from '../../db/schema';
import type { AccessScope } from '../access';
import { likePattern } from '../db-helpers';
import { fileRef, fileUrl } from '../files/uploads';

const complaintColumns = {
  id: complaints.id,
  issue: complaints.issue,
  status: complaints.status,
  category: complaints.category,
  createdAt: complaints.createdAt,
  updatedAt: complaints.updatedAt,
  propertyId: complaints.propertyId,
  propertyName: properties.name,
  roomId: complaints.roomId,
  roomNumber: rooms.roomNumber,
  bedId: complaints.bedId,
  bedNumber: beds.bedNumber,
  tenantId: complaints.tenantId,
  tenantName: tenants.fullName,
  tenantEmail: tenants.email,
  tenantLanguage: tenants.language,
  tenantPhone: tenants.phoneNumber,
  tenantPhoto: tenants.profilePhoto,
};

function selectComplaints(executor: Executor) {
  return executor
    .select(complaintColumns)
    .from(complaints)
    .innerJoin(tenants, eq(tenants.id, complaints.tenantId))
    .innerJoin(properties, eq(properties.id, complaints.propertyId))
    .innerJoin(rooms, eq(rooms.id, complaints.roomId))
    .innerJoin(beds, eq(beds.id, complaints.bedId));
}

export type ComplaintRecord = Awaited<ReturnType<typeof selectComplaints>>[number];

/** The complaints a caller may see: staff within their scope, a tenant their own. */
export function visibleTo(scope: AccessScope): SQL {
  const live = isNull(complaints.deletedAt);
  if (scope.kind === 'tenant') return and(live, eq(complaints.tenantId, scope.actorId)) as SQL;
  return and(live, scope.propertyFilter(complaints.propertyId)) as SQL;
}

/** One complaint the caller may see, or null (missing, deleted, or outside their scope). */
export async function findComplaint(
  executor: Executor,
  scope: AccessScope,
  id: string,
): Promise<ComplaintRecord | null> {
  const [row] = await selectComplaints(executor)
    .where(and(eq(complaints.id, id), visibleTo(scope)))
    .limit(1);
  return row ?? null;
}

/** A page (or all) of the complaints matching `where`, newest change first. */
export async function listComplaintRecords(
  executor: Executor,
  where: SQL,
  query: ComplaintListQuery,
): Promise<Page<ComplaintRecord>> {
  const filters: SQL[] = [where];
  if (query.status) filters.push(eq(complaints.status, query.status));
  if (query.category) filters.push(eq(complaints.category, query.category));
  if (query.search) {
    const pattern = likePattern(query.search.toLowerCase());
    // The tenants' trigram index serves the name, e-mail and phone match.
    const matchingTenants = executor
      .select({ id: tenants.id })
      .from(tenants)
      .where(sql`${tenantSearchText} like ${pattern}`);
    filters.push(
      or(
        sql`lower(${complaints.issue}) like ${pattern}`,
        inArray(complaints.tenantId, matchingTenants),
      ) as SQL,
    );
  }
  const condition = and(...filters);
  const rows = selectComplaints(executor)
    .where(condition)
    .orderBy(desc(complaints.updatedAt), desc(complaints.id))
    .$dynamic();
  return paginate(rows, executor.$count(complaints, condition), query);
}

/** Presents complaint rows with their images and history (two more queries for all of them). */
export async function presentComplaints(
  executor: Executor,
  records: ComplaintRecord[],
): Promise<Complaint[]> {
  if (records.length === 0) return [];
  const ids = records.map((record) => record.id);
  const [images, history] = await Promise.all([
    executor
      .select({
        id: complaintImages.id,
        complaintId: complaintImages.complaintId,
        fileKey: complaintImages.fileKey,
      })
      .from(complaintImages)
      .where(inArray(complaintImages.complaintId, ids))
      .orderBy(asc(complaintImages.position), asc(complaintImages.id)),
    executor
      .select({
        complaintId: complaintHistory.complaintId,
        from: complaintHistory.fromStatus,
        to: complaintHistory.toStatus,
        note: complaintHistory.note,
        at: complaintHistory.createdAt,
        userId: users.id,
        userName: users.name,
      })
      .from(complaintHistory)
      .leftJoin(users, eq(users.id, complaintHistory.changedBy))
      .where(inArray(complaintHistory.complaintId, ids))
      .orderBy(asc(complaintHistory.createdAt), asc(complaintHistory.id)),
  ]);
  return records.map((record) => ({
    _id: record.id,
    issue: record.issue,
    status: record.status,
    category: record.category,
    images: images
      .filter((image) => image.complaintId === record.id)
      .map((image) => ({ _id: image.id, url: fileUrl(image.fileKey) })),
    propertyId: { _id: record.propertyId, name: record.propertyName },
    roomId: { _id: record.roomId, roomNumber: record.roomNumber },
    bedId: { _id: record.bedId, bedNumber: record.bedNumber },
    tenantId: {
      _id: record.tenantId,
      fullName: record.tenantName,
      phoneNumber: record.tenantPhone,
      profilePhoto: fileRef(record.tenantPhoto),
    },
    history: history
      .filter((entry) => entry.complaintId === record.id)
      .map((entry): ComplaintHistoryEntry => ({
        from: entry.from,
        to: entry.to,
        // The first entry (raised: null → PENDING) is the tenant's own; later ones a staff user's.
        changedBy:
          entry.from === null
            ? { _id: record.tenantId, name: record.tenantName }
            : entry.userId
              ? { _id: entry.userId, name: entry.userName ?? '' }
              : null,
        note: entry.note,
        at: entry.at.toISOString(),
      })),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  }));
}

export async function presentComplaint(executor: Executor, record: ComplaintRecord): Promise<Complaint> {
  const [view] = await presentComplaints(executor, [record]);
  return view!;
}
