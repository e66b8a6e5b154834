// Shapes the API answers with (SPEC §3). JSON uses `_id`; dates YYYY-MM-DD; timestamps ISO-8601.
import type { StaffRole, UserRole } from './enums';

/** A stored file the API serves back by URL. */
export interface FileRef {
  url: string;
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  /** What went wrong beside a success the user should know (e.g. a mail that could not be sent). */
  warnings?: string[];
  /** Paged lists (DESIGN §3) */
  pagination?: Pagination;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A page of a list that can grow (DESIGN §3): sent when the request names `page` or `limit`. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A list answer: the whole list, or one page of it with `pagination`. */
export interface PagedEnvelope<T> extends Envelope<T[]> {
  pagination?: Pagination;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: UserRole;
  avatar: FileRef | null;
  /** ids of the properties this user manages */
  assignedPGs: string[];
  isVerified: boolean;
  currentProperty: string | null;
}

export type Manager = User & { role: StaffRole };

export interface TenantSummary {
  _id: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  profilePhoto: FileRef | null;
  isVerified: boolean;
  role: 'TENANT';
  propertyId: string | null;
  roomId: string | null;
  bedId: string | null;
}
