import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Amenity, Room } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { useSWRConfig } from 'swr';
import { keyMatches } from '@pgportal/ui/data';
import { ROOM_PATH } from './get-rooms';

export interface RoomFields {
  roomNumber: string;
  floor: number;
  amenities: Amenity[];
  roomImage?: File;
}

function roomFormData(fields: RoomFields & { bedCapacity?: number; propertyId?: string }): FormData {
  const body = new FormData();
  body.append('roomNumber', fields.roomNumber);
  body.append('floor', String(fields.floor));
  if (fields.bedCapacity !== undefined) body.append('bedCapacity', String(fields.bedCapacity));
  if (fields.propertyId) body.append('propertyId', fields.propertyId);
  body.append('amenities', JSON.stringify(fields.amenities));
  if (fields.roomImage) body.append('roomImage', fields.roomImage);
  return body;
}

/** Rooms, and the properties' counts, change together. */
export const ROOM_REVALIDATES = [ROOM_PATH, API.property.prefix, API.stats.prefix];

/**
 * POST /room/create; without propertyId the room goes to the current property. A failed add
 * refetches the room list too (SPEC §7): someone else may have added that number meanwhile.
 */
export function useAddRoom() {
  const { mutate } = useSWRConfig();
  const mutation = useApiMutation({
    request: (fields: RoomFields & { bedCapacity: number; propertyId?: string }) =>
      request<Room>(API.room.create, { method: 'POST', body: roomFormData(fields) }),
    successMessage: MESSAGES.roomAdded,
    revalidates: ROOM_REVALIDATES,
  });
  return {
    ...mutation,
    trigger: (async (input, form) => {
      const result = await mutation.trigger(input, form);
      if (!result.ok) await mutate((key) => keyMatches(key, [ROOM_PATH]));
      return result;
    }) as typeof mutation.trigger,
  };
}

/** PUT /room/update/{roomId}: number, floor, image, amenities. */
export const useUpdateRoom = () =>
  useApiMutation({
    request: ({ id, ...fields }: RoomFields & { id: string }) =>
      request<Room>(API.room.update(id), { method: 'PUT', body: roomFormData(fields) }),
    successMessage: MESSAGES.roomUpdated,
    revalidates: ROOM_REVALIDATES,
  });
