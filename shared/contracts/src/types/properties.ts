// Properties, rooms and beds as the API answers them (SPEC §3). Money in rupees.
import type { GenderType, LateFeePolicy, PropertyType } from '../enums';
import type { FileRef } from './common';

export interface Amenity {
  name: string;
  available: boolean;
}

export interface Address {
  fullAddress: string;
  area: string;
  city: string;
  pinCode: string;
}

export interface PropertyManagerRef {
  _id: string;
  name: string;
  avatar: FileRef | null;
}

/** GET /property/all-propertis rows and GET /property/{id}. */
export interface Property {
  _id: string;
  name: string;
  description: string;
  allowedFor: GenderType | null;
  rules: string;
  category: PropertyType | null;
  contactNumber: string;
  /** the UPI ID rent is paid to ('' for none): invoices then carry a UPI QR code */
  upiId: string;
  /** the late fee an overdue invoice takes (issue 23): amounts in rupees, 0 where the policy has none */
  lateFeePolicy: LateFeePolicy;
  lateFeeAmount: number;
  lateFeeGraceDays: number;
  lateFeeCap: number;
  /** the leave-and-licence clauses with {{placeholders}} ('' for the standard text) */
  agreementText: string;
  coverImage: FileRef | null;
  hasCanteen: boolean;
  /** HH:MM, Asia/Kolkata (issue 25) */
  mealOptOutCutoff: string;
  mealCreditMinDays: number;
  /** ₹ per unit of electricity; 0 until set (issue 25) */
  electricityRate: number;
  /** whether each room has its own meter: staff record its readings */
  roomsHaveMeters: boolean;
  /** days of notice a tenant gives before moving out (default 30) */
  noticePeriodDays: number;
  /** days after the move-out the deposit is refunded within (default 15) */
  refundPeriodDays: number;
  address: Address;
  amenities: Amenity[];
  totalRooms: number;
  totalBeds: number;
  availableBeds: number;
  assignedTenants: number;
  managers: PropertyManagerRef[];
  /** whether it is the caller's current property (the tick) */
  isCurrent: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /property/{id}: the property with its rooms. */
export interface PropertyDetail extends Property {
  rooms: Room[];
  /** this month's collection (Asia/Kolkata): payments minus reversals dated in it, in rupees */
  monthlyRevenue: number;
}

export interface BedOccupant {
  _id: string;
  fullName: string;
  phoneNumber: string;
  profilePhoto: FileRef | null;
  /** what the occupant owes on their invoices, in rupees (the bed table's Payment Status) */
  dueAmount: number;
  /** the move-out date of their standing notice (issue 24), or null */
  leavesOn: string | null;
}

export interface Bed {
  _id: string;
  bedNumber: number;
  isOccupied: boolean;
  occupant: BedOccupant | null;
}

/** Rows of GET /room/ and GET /room/property/{id}, and GET /room/{roomId} (with beds). */
export interface Room {
  _id: string;
  roomNumber: string;
  floor: number;
  bedCapacity: number;
  propertyId: { _id: string; name: string };
  roomImage: FileRef | null;
  amenities: Amenity[];
  beds: Bed[];
  occupiedBeds: number;
  createdAt: string;
  updatedAt: string;
}
