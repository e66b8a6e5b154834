import { API } from '@pgportal/contracts/api-paths';
import type { Room } from '@pgportal/contracts/types';
import { PAGE_SIZE, usePagedQuery } from '@pgportal/ui/data';

/** Every room read and write lives under this path; mutations revalidate it. */
export const ROOM_PATH = API.room.prefix;

/**
 * GET /room/ (every room in scope) or GET /room/property/{id} (one property's): one page,
 * searched by room number.
 */
export function useRooms(options: { page: number; search: string; propertyId?: string; limit?: number }) {
  const path = options.propertyId ? API.room.ofProperty(options.propertyId) : API.room.all;
  return usePagedQuery<Room>(path, {
    page: options.page,
    limit: options.limit ?? PAGE_SIZE,
    search: options.search,
  });
}
