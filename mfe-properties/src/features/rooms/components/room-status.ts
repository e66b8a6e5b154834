import type { Room } from '@pgportal/contracts/types';

/** SPEC §4 Room status: 'Fully Occupied' when every bed is taken (capacity, or the bed count), else Available. */
export function roomStatus(
  room: Pick<Room, 'bedCapacity' | 'beds' | 'occupiedBeds'>,
): 'Fully Occupied' | 'Available' {
  const capacity = room.bedCapacity || room.beds.length;
  return room.occupiedBeds >= capacity ? 'Fully Occupied' : 'Available';
}

/** 'Ground floor' for 0, else 'Floor n'. */
export const floorLabel = (floor: number) => (floor === 0 ? 'Ground floor' : `Floor ${floor}`);
