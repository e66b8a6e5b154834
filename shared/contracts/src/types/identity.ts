// Shapes the API answers with (SPEC §3). JSON uses `_id`; dates YYYY-MM-DD; timestamps ISO-8601.
import type { Language, StaffRole, UserRole } from '../enums';
import type { FileRef } from './common';

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
  /** the language of the tenant's screens and mails (issue 27) */
  language: Language;
}
