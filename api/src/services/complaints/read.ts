// Complaints as the API shows them (the Complaint of @pgportal/contracts/types): the complaint with
// its tenant, property, room and bed, its images in order and its status history, read in one
// statement (the images and history as JSON per complaint; they were two more round trips after it,
// issue 28). The lists read the same in list.ts.
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Complaint, ComplaintHistoryEntry } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import {
  beds,
  complaintHistory,
  complaintImages,
  complaints,
  properties,
  rooms,
  tenants,
  users,
} from '../../db/schema';
import type { AccessScope } from '../access';
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

/** The complaint's images in order, as JSON. */
export const imagesOf = (complaintId: SQLWrapper) =>
  sql<ImageJson[]>`coalesce((select json_agg(json_build_object('id', ci.id, 'fileKey', ci.file_key)
      order by ci.position, ci.id)
    from ${complaintImages} ci where ci.complaint_id = ${complaintId}), '[]'::json)`;

/** The complaint's status history, oldest first, each change with who made it, as JSON. */
export const historyOf = (complaintId: SQLWrapper) =>
  sql<HistoryJson[]>`coalesce((select json_agg(json_build_object('from', h.from_status,
      'to', h.to_status, 'note', h.note, 'at', h.created_at, 'userId', u.id, 'userName', u.name)
      order by h.created_at, h.id)
    from ${complaintHistory} h left join ${users} u on u.id = h.changed_by
    where h.complaint_id = ${complaintId}), '[]'::json)`;

interface ImageJson {
  id: string;
  fileKey: string;
}

interface HistoryJson {
  from: Complaint['status'] | null;
  to: Complaint['status'];
  note: string | null;
  at: string;
  userId: string | null;
  userName: string | null;
}

function selectComplaints(executor: Executor) {
  return executor
    .select({ ...complaintColumns, images: imagesOf(complaints.id), history: historyOf(complaints.id) })
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

/** Presents complaint rows, their images and history read with them. */
export function presentComplaints(records: ComplaintRecord[]): Complaint[] {
  return records.map((record) => ({
    _id: record.id,
    issue: record.issue,
    status: record.status,
    category: record.category,
    images: record.images.map((image) => ({ _id: image.id, url: fileUrl(image.fileKey) })),
    propertyId: { _id: record.propertyId, name: record.propertyName },
    roomId: { _id: record.roomId, roomNumber: record.roomNumber },
    bedId: { _id: record.bedId, bedNumber: record.bedNumber },
    tenantId: {
      _id: record.tenantId,
      fullName: record.tenantName,
      phoneNumber: record.tenantPhone,
      profilePhoto: fileRef(record.tenantPhoto),
    },
    history: record.history.map((entry): ComplaintHistoryEntry => ({
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
      at: new Date(entry.at).toISOString(),
    })),
    // a Date from drizzle's mapping; the list's raw rows have what the driver gave (list.ts)
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
  }));
}

export function presentComplaint(record: ComplaintRecord): Complaint {
  return presentComplaints([record])[0]!;
}
