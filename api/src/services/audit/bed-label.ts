// How an audit entry names a bed: 'Room 101 / Bed 2', which a reader knows, beside its id.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { beds, rooms } from '../../db/schema';

export async function bedLabel(executor: Executor, bedId: string | null | undefined): Promise<string | null> {
  if (!bedId) return null;
  const [row] = await executor
    .select({ roomNumber: rooms.roomNumber, bedNumber: beds.bedNumber })
    .from(beds)
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .where(eq(beds.id, bedId));
  return row ? `Room ${row.roomNumber} / Bed ${row.bedNumber}` : null;
}
