// Tenants and their legal documents as the API answers them (SPEC §3). Money in rupees.
import type { IdProofType, Language, OccupationType } from '../enums';
import type { FileRef } from './common';

export interface EmergencyContact {
  name: string;
  relation: string;
  phone: string;
}

export interface LocalGuardian {
  name: string;
  contactNumber: string;
  location: string;
}

export interface HealthInfo {
  hasHealthCondition: boolean;
  conditions: string[];
}

export interface LegalDocument {
  _id: string;
  type: IdProofType;
  /** masked for Aadhaar: only the last 4 digits shown */
  number: string;
  /** the session-checked URL of the file, when one was uploaded */
  file: FileRef | null;
  createdAt: string;
}

/** A row of GET /tenant/ (list and search). */
export interface TenantListItem {
  _id: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  profession: OccupationType | null;
  profilePhoto: FileRef | null;
  isVerified: boolean;
  property: { _id: string; name: string } | null;
  room: { _id: string; roomNumber: string; floor: number } | null;
  bed: { _id: string; bedNumber: number } | null;
  /** what the tenant owes: Σ(total − paid) of their invoices, in rupees */
  dueAmount: number;
  /** true when any of their invoices is overdue */
  overdue: boolean;
  /** the move-out date of their standing notice (issue 24), YYYY-MM-DD, or null */
  leavesOn: string | null;
}

/** A paid ADVANCE invoice: the deposit held (issue 24). */
export interface Deposit {
  /** rupees */
  amount: number;
  /** YYYY-MM-DD */
  paidAt: string;
}

/** GET /tenant/fetch/{id} and GET /tenant/profile. */
export interface Tenant extends TenantListItem {
  dateOfBirth: string | null;
  address: string;
  monthlyRent: number;
  mealCost: number;
  dueAmount: number;
  emergencyContact: EmergencyContact | null;
  localGuardian: LocalGuardian | null;
  healthInfo: HealthInfo | null;
  legalDocuments: LegalDocument[];
  deposit: Deposit | null;
  role: 'TENANT';
  /** the language of their screens, mails and PDFs (issue 27) */
  language: Language;
  propertyId: string | null;
  roomId: string | null;
  bedId: string | null;
  createdAt: string;
  updatedAt: string;
}
