import type { Room } from '@pgportal/contracts/types';
import { Card, layout } from '@pgportal/ui';
import { floorLabel } from './room-status';
import * as styles from './room-summary.module.css';

/** A room without an image shows this drawing (SPEC §2: the image falls back to a default). */
const DEFAULT_ROOM_IMAGE =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 100'><rect width='160' height='100' fill='%23eef2ff'/><rect x='30' y='50' width='100' height='26' rx='4' fill='%23c7d2fe'/><rect x='30' y='40' width='30' height='14' rx='3' fill='%23a5b4fc'/></svg>";

/** SPEC §2 room summary: property name, floor, bed count, tenants, available. */
export function RoomSummary({ room }: { room: Room }) {
  const beds = room.bedCapacity || room.beds.length;
  const facts: Array<[string, string | number]> = [
    ['Property', room.propertyId.name],
    ['Floor', floorLabel(room.floor)],
    ['Beds', beds],
    ['Tenants', room.occupiedBeds],
    ['Available', beds - room.occupiedBeds],
  ];
  return (
    <Card>
      <div className={styles.summary}>
        <img
          className={styles.image}
          src={room.roomImage?.url ?? DEFAULT_ROOM_IMAGE}
          alt={`Room ${room.roomNumber}`}
          onError={(event) => {
            event.currentTarget.src = DEFAULT_ROOM_IMAGE;
          }}
        />
        <dl className={layout.grid3}>
          {facts.map(([label, value]) => (
            <div key={label} className={layout.stackXs}>
              <dt className={layout.muted}>{label}</dt>
              <dd className={layout.textStrong}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
