import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useApiMutation } from '@pgportal/ui/data';
import { ROOM_REVALIDATES } from './save-room';

/** DELETE /room/delete/{roomId}: refused (409) while a bed is occupied. */
export const useDeleteRoom = () =>
  useApiMutation({
    request: (id: string) => request<null>(API.room.delete(id), { method: 'DELETE' }),
    successMessage: MESSAGES.roomDeleted,
    revalidates: ROOM_REVALIDATES,
  });
