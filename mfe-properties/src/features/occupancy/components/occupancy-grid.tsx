// The grid of issue 26: floors → rooms → beds, each bed a link (a free bed to its room, where Assign
// is; an occupied one to the tenant) that says its state in words and a symbol, not colour alone.
import { BED_STATE_LABELS, BED_STATES, type BedState } from '@pgportal/contracts/enums';
import { href } from '@pgportal/contracts/paths';
import type { OccupancyAnswer, OccupancyBed } from '@pgportal/contracts/responses';
import { Link } from '@pgportal/runtime/router';
import * as styles from './occupancy-grid.module.css';

/** The symbol beside each state's colour, so the grid reads without colour. */
export const BED_STATE_SYMBOLS: Record<BedState, string> = {
  FREE: '○',
  OCCUPIED: '●',
  NOTICE: '◐',
  OVERDUE: '!',
};

export function OccupancyLegend() {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {BED_STATES.map((state) => (
        <li key={state} className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles[state]}`} aria-hidden>
            {BED_STATE_SYMBOLS[state]}
          </span>
          {BED_STATE_LABELS[state]}
        </li>
      ))}
    </ul>
  );
}

function BedTile({ bed, roomId, roomNumber }: { bed: OccupancyBed; roomId: string; roomNumber: string }) {
  const to = bed.tenant ? href('tenantView', { id: bed.tenant._id }) : href('roomView', { roomId });
  const states = [
    BED_STATE_LABELS[bed.state],
    ...(bed.state === 'OVERDUE' && bed.notice ? [BED_STATE_LABELS.NOTICE] : []),
  ].join(', ');
  return (
    <Link
      to={to}
      className={`${styles.bed} ${styles[bed.state]}`}
      aria-label={`Room ${roomNumber}, bed ${bed.bedNumber}: ${states}${bed.tenant ? `, ${bed.tenant.fullName}` : ''}`}
    >
      <span className={styles.bedName}>
        <span aria-hidden>{BED_STATE_SYMBOLS[bed.state]} </span>Bed {bed.bedNumber}
      </span>
      <span>{bed.tenant?.fullName ?? 'Free: assign'}</span>
      <span>{bed.state === 'FREE' || bed.state === 'OCCUPIED' ? null : states}</span>
    </Link>
  );
}

export function OccupancyGrid({ floors }: { floors: OccupancyAnswer['floors'] }) {
  return (
    <>
      {floors.map((floor) => (
        <section key={floor.floor} className={styles.floor} aria-labelledby={`floor-${floor.floor}`}>
          <h2 id={`floor-${floor.floor}`}>{floor.floor === 0 ? 'Ground floor' : `Floor ${floor.floor}`}</h2>
          <ul className={styles.rooms}>
            {floor.rooms.map((room) => (
              <li key={room._id} className={styles.room}>
                <h3 className={styles.roomName}>Room {room.roomNumber}</h3>
                <ul className={styles.beds} aria-label={`Beds of room ${room.roomNumber}`}>
                  {room.beds.map((bed) => (
                    <li key={bed._id}>
                      <BedTile bed={bed} roomId={room._id} roomNumber={room.roomNumber} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
