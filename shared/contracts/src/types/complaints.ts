// Complaints as the API answers them (SPEC §3).
import type { ComplaintCategory, ComplaintStatus } from '../enums';
import type { FileRef } from './common';

export interface ComplaintHistoryEntry {
  from: ComplaintStatus | null;
  to: ComplaintStatus;
  changedBy: { _id: string; name: string } | null;
  /** staff's note with the change (the reason, when rejected); null when none was given */
  note: string | null;
  at: string;
}

export interface Complaint {
  _id: string;
  issue: string;
  status: ComplaintStatus;
  category: ComplaintCategory;
  images: (FileRef & { _id: string })[];
  propertyId: { _id: string; name: string };
  roomId: { _id: string; roomNumber: string };
  bedId: { _id: string; bedNumber: number };
  tenantId: { _id: string; fullName: string; phoneNumber: string; profilePhoto: FileRef | null };
  history: ComplaintHistoryEntry[];
  createdAt: string;
  updatedAt: string;
}
