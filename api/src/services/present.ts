// Rows as the API shows them (shapes of @pgportal/contracts/types).
import type { TenantSummary, User } from '@pgportal/contracts/types';
import type { TenantRow, UserRow } from '../db/schema';
import { publicUrl } from '../storage/local';

const fileRef = (key: string | null) => (key ? { url: publicUrl(key) } : null);

/**
 * Ids of the properties a user manages. Properties arrive with the properties feature, which
 * replaces this with its assignment lookup; until then nobody is assigned any.
 */
export function assignedPropertyIds(_user: UserRow): string[] {
  return [];
}

export type UserView = User & { createdAt: string; updatedAt: string };

export function presentUser(row: UserRow): UserView {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    avatar: fileRef(row.avatar),
    assignedPGs: assignedPropertyIds(row),
    isVerified: row.isVerified,
    currentProperty: row.currentPropertyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentTenantSummary(row: TenantRow): TenantSummary {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    profilePhoto: fileRef(row.profilePhoto),
    isVerified: row.isVerified,
    role: 'TENANT',
    propertyId: row.propertyId,
    roomId: row.roomId,
    bedId: row.bedId,
  };
}
