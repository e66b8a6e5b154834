// Part of `npm run seed:large`: the scale's properties of 5 rooms of 4 beds (bench: 1,000 with 20,000
// beds; operator: 5,000 with 100,000), on the database the server would open (DATABASE_URL, else
// PGlite in DATA_DIR; stop the server first). Set-based SQL (generate_series), so it takes seconds;
// running it again adds only the properties still missing.
import { like, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { properties } from '../schema';
import type { SeedScale } from './scale';

/** Adds the bench properties the scale has and the database lacks: how many it added. */
export async function seedLargeProperties(db: Db, scale: SeedScale): Promise<number> {
  const existing = await db.$count(properties, like(properties.name, 'Bench PG %'));
  if (existing >= scale.properties) return 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into properties (name, address, category, allowed_for, created_at)
      select 'Bench PG ' || g,
        jsonb_build_object('fullAddress', g || ', Main Road', 'area', 'Area ' || (g % 50),
          'city', (array['Bengaluru','Pune','Chennai','Hyderabad','Mumbai'])[1 + g % 5],
          'pinCode', '5600' || lpad((g % 100)::text, 2, '0')),
        'PG', 'MIXED', now() - make_interval(secs => g)
      from generate_series(${existing + 1}::int, ${scale.properties}::int) g`);
    await tx.execute(sql`
      insert into rooms (property_id, room_number, floor, bed_capacity)
      select p.id, (100 + r)::text, 1, ${scale.bedsPerRoom}
      from properties p cross join generate_series(1, ${scale.roomsPerProperty}) r
      where p.name like 'Bench PG %' and not exists (select 1 from rooms x where x.property_id = p.id)`);
    await tx.execute(sql`
      insert into beds (room_id, bed_number)
      select r.id, b from rooms r join properties p on p.id = r.property_id
      cross join generate_series(1, ${scale.bedsPerRoom}) b
      where p.name like 'Bench PG %' and not exists (select 1 from beds x where x.room_id = r.id)`);
  });
  await db.execute(sql`analyze`);
  return scale.properties - existing;
}
