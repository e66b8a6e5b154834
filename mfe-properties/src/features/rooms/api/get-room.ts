import type { Room } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';
import { ROOM_PATH } from './get-rooms';

/** GET /room/{roomId}: the room with its property's name and its beds. 404 shows the not-found page. */
export function useRoom(id: string | undefined) {
  return useApiQuery<Room>(id ? `${ROOM_PATH}/${encodeURIComponent(id)}` : null, undefined, { toastErrors: false });
}
