// The occupancy grid (issue 26): every bed of a property by floor and room, in one query, each with
// its occupant and whether they gave notice or owe an overdue invoice.
import { sql } from 'drizzle-orm';
import type { BedState } from '@pgportal/contracts/enums';
import type { OccupancyAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import { today } from '../calendar';
import { invoiceColumns, overdueSql } from '../payments/status';

interface BedRow {
  room_id: string;
  room_number: string;
  floor: number;
  bed_id: string;
  bed_number: number;
  tenant_id: string | null;
  full_name: string | null;
  notice: boolean;
  overdue: boolean;
}

const stateOf = (row: BedRow): BedState =>
  !row.tenant_id ? 'FREE' : row.overdue ? 'OVERDUE' : row.notice ? 'NOTICE' : 'OCCUPIED';

/** The grid on `day` (today in India): an occupant is overdue by the status rule, as the Tenants list says. */
export async function readOccupancy(
  db: Executor,
  propertyId: string,
  day = today(),
): Promise<OccupancyAnswer> {
  const result: unknown = await db.execute(sql`
    select r.id as room_id, r.room_number, r.floor, b.id as bed_id, b.bed_number,
           t.id as tenant_id, t.full_name,
           t.id is not null and exists (
             select 1 from tenant_notices n
             where n.tenant_id = t.id and n.withdrawn_at is null and n.completed_at is null) as notice,
           t.id is not null and exists (
             select 1 from invoices i where i.tenant_id = t.id and ${overdueSql(day, invoiceColumns('i'))}) as overdue
    from rooms r
    join beds b on b.room_id = r.id and b.deleted_at is null
    left join tenants t on t.id = b.occupant_id
    where r.property_id = ${propertyId} and r.deleted_at is null
    order by r.floor, length(r.room_number), r.room_number, r.id, b.bed_number`);
  const rows = (result as { rows: BedRow[] }).rows;
  const counts = { FREE: 0, OCCUPIED: 0, NOTICE: 0, OVERDUE: 0 };
  const floors: OccupancyAnswer['floors'] = [];
  for (const row of rows) {
    const state = stateOf(row);
    counts[state] += 1;
    let floor = floors.at(-1);
    if (floor?.floor !== row.floor) floors.push((floor = { floor: row.floor, rooms: [] }));
    let room = floor.rooms.at(-1);
    if (room?._id !== row.room_id)
      floor.rooms.push((room = { _id: row.room_id, roomNumber: row.room_number, beds: [] }));
    room.beds.push({
      _id: row.bed_id,
      bedNumber: Number(row.bed_number),
      state,
      notice: Boolean(row.notice),
      overdue: Boolean(row.overdue),
      tenant: row.tenant_id ? { _id: row.tenant_id, fullName: row.full_name ?? '' } : null,
    });
  }
  return { counts, floors };
}
