// Part of `npm run seed:large`: 1,000 properties of 5 rooms of 4 beds (20,000 beds) for benchmarks, on the
// database the server would open (DATABASE_URL, else PGlite in DATA_DIR; stop the server first).
// Set-based SQL (generate_series), so it takes seconds; running it twice adds nothing.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { properties } from '../schema';

export const LARGE_PROPERTIES = 1000;
export const ROOMS_PER_PROPERTY = 5;
export const BEDS_PER_ROOM = 4;

export async function seedLargeProperties(db: Db): Promise<boolean> {
  const existing = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.name, 'Bench PG 1'))
    .limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into properties (name, address, category, allowed_for, created_at)
      select 'Bench PG ' || g,
        jsonb_build_object('fullAddress', g || ', Main Road', 'area', 'Area ' || (g % 50),
          'city', (array['Bengaluru','Pune','Chennai','Hyderabad','Mumbai'])[1 + g % 5],
          'pinCode', '5600' || lpad((g % 100)::text, 2, '0')),
        'PG', 'MIXED', now() - make_interval(secs => g)
      from generate_series(1, ${LARGE_PROPERTIES}) g`);
    await tx.execute(sql`
      insert into rooms (property_id, room_number, floor, bed_capacity)
      select p.id, (100 + r)::text, 1, ${BEDS_PER_ROOM}
      from properties p cross join generate_series(1, ${ROOMS_PER_PROPERTY}) r
      where p.name like 'Bench PG %'`);
    await tx.execute(sql`
      insert into beds (room_id, bed_number)
      select r.id, b from rooms r join properties p on p.id = r.property_id
      cross join generate_series(1, ${BEDS_PER_ROOM}) b
      where p.name like 'Bench PG %'`);
  });
  await db.execute(sql`analyze`);
  return true;
}
