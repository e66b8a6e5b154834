export { ROOM_PATH, useRooms } from './get-rooms';
export { useRoom } from './get-room';
export { useAddRoom, useUpdateRoom } from './save-room';
export type { RoomFields } from './save-room';
export { useDeleteRoom } from './delete-room';
export { BED_REVALIDATES, useAssignTenant, useVacateTenant } from './assign-tenant';
export { useUnassignedTenants } from './search-tenants';
export { PROPERTY_CHOICE_LIMIT, useCallerProperties } from './get-properties';
