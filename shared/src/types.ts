// Shapes the API answers with (SPEC §3). JSON uses `_id`; dates YYYY-MM-DD; timestamps ISO-8601.
import type { ComponentType } from 'react';
import type { AdminRole, StaffRole } from './enums';

/** A stored file the API serves back by URL. */
export interface FileRef {
  url: string;
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
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
  role: AdminRole;
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

/** What the remotes of a Module Federation build expose as `./routes`. */
export interface RemoteRoutesModule {
  /** Page components keyed by the page names the shell's route tree asks for. */
  pages: Record<string, ComponentType>;
  /** Widgets another part composes (e.g. a table on the dashboard). */
  widgets?: Record<string, ComponentType<Record<string, unknown>>>;
}
