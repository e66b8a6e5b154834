import type { Room } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';
import { API } from '@pgportal/contracts/api-paths';

/** GET /room/{roomId}: the room with its property's name and its beds. 404 shows the not-found page. */
export function useRoom(id: string | undefined) {
  return useApiQuery<Room>(id ? API.room.fetch(id) : null, undefined, { toastErrors: false });
}
