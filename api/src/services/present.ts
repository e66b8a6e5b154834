// Rows as the API shows them (shapes of @pgportal/contracts/types).
import type { TenantSummary, User } from '@pgportal/contracts/types';
import type { TenantRow } from '../db/schema';
import { currentPropertyOf } from './access';
import { fileRef } from './files/uploads';
import type { StaffRow } from './users/read';

export type UserView = User & { createdAt: string; updatedAt: string };

export function presentUser(row: StaffRow): UserView {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    avatar: fileRef(row.avatar),
    assignedPGs: row.assignedPropertyIds,
    isVerified: row.isVerified,
    currentProperty: currentPropertyOf(row),
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
