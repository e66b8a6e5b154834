// The property list's kept counts (issue 28: rooms, beds, occupied beds per property, and the
// tenants' counts) after every step of random sequences of add room, delete room, add tenant,
// assign, move, vacate and delete tenant (fast-check), on both databases: what the triggers keep,
// what GET /property/all-propertis answers and the room list's total equal a fresh count of the rows.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { bedAssignments, beds, rooms } from '../src/db/schema';
import { moveTenant } from '../src/services/moves/move';
import { today } from '../src/services/calendar';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf, assignOn } from './moves-fixtures';
import { addRoomVia, vacate } from './properties-fixtures';

type Step =
  | { kind: 'addRoom'; beds: number }
  | { kind: 'deleteRoom'; pick: number }
  | { kind: 'addTenant' }
  | { kind: 'assign'; pick: number }
  | { kind: 'move'; pick: number; bed: number }
  | { kind: 'vacate'; pick: number }
  | { kind: 'deleteTenant'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('addRoom' as const), beds: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('deleteRoom' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('addTenant' as const) }),
  fc.record({ kind: fc.constant('assign' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), bed: fc.nat() }),
  fc.record({ kind: fc.constant('vacate' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteTenant' as const), pick: fc.nat() }),
);

describe.each(databases)('kept property counts on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    cookie = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  // PGlite and node-postgres both answer { rows }.
  const rowsOf = async (query: SQL) => {
    const result = await t.database.db.execute<Record<string, unknown>>(query);
    return (result as { rows: Array<Record<string, unknown>> }).rows;
  };

  /** The kept figures of the properties beside the same figures counted from the rows. */
  async function keptAndCounted(propertyIds: string[]) {
    const ids = sql.join(
      propertyIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const kept = await rowsOf(sql`
      select p.id::text as key, coalesce(pt.total_rooms, 0)::int as rooms,
             coalesce(pt.total_beds, 0)::int as beds, coalesce(pt.occupied_beds, 0)::int as occupied,
             coalesce(tc.live, 0)::int as tenants, coalesce(tc.assigned, 0)::int as assigned
      from properties p left join property_totals pt on pt.property_id = p.id
      left join tenant_counts tc on tc.property_id = p.id where p.id in (${ids}) order by 1`);
    const counted = await rowsOf(sql`
      select p.id::text as key,
        (select count(*)::int from rooms r where r.property_id = p.id and r.deleted_at is null) as rooms,
        (select count(*)::int from beds b join rooms r on r.id = b.room_id
          where r.property_id = p.id and r.deleted_at is null and b.deleted_at is null) as beds,
        (select count(b.occupant_id)::int from beds b join rooms r on r.id = b.room_id
          where r.property_id = p.id and r.deleted_at is null and b.deleted_at is null) as occupied,
        (select count(*)::int from tenants t where t.property_id = p.id and t.deleted_at is null) as tenants,
        (select count(t.bed_id)::int from tenants t where t.property_id = p.id and t.deleted_at is null) as assigned
      from properties p where p.id in (${ids}) order by 1`);
    return { kept, counted };
  }

  it('equal a fresh count after every step of random sequences', async () => {
    const { db } = t.database;
    const { scope, actorId } = await adminOf(db);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        run += 1;
        const propertyIds = [
          await addProperty(db, `Counted PG ${run} A`),
          await addProperty(db, `Counted PG ${run} B`),
        ];
        const tenantIds: string[] = [];
        const vacatedToday = new Set<string>();
        for (const [index, action] of steps.entries()) {
          const propertyId = propertyIds[index % 2]!;
          const freeBeds = await db
            .select({ bedId: beds.id, roomId: beds.roomId, propertyId: rooms.propertyId })
            .from(beds)
            .innerJoin(rooms, eq(rooms.id, beds.roomId))
            .where(
              and(
                sql`${rooms.propertyId} in (${propertyIds[0]}::uuid, ${propertyIds[1]}::uuid)`,
                isNull(beds.deletedAt),
                isNull(rooms.deletedAt),
                isNull(beds.occupantId),
              ),
            )
            .orderBy(beds.id);
          const seated = await db
            .select({ tenantId: bedAssignments.tenantId, propertyId: bedAssignments.propertyId })
            .from(bedAssignments)
            .where(
              and(
                sql`${bedAssignments.propertyId} in (${propertyIds[0]}::uuid, ${propertyIds[1]}::uuid)`,
                isNull(bedAssignments.endDate),
              ),
            )
            .orderBy(bedAssignments.tenantId);
          const seatedIds = new Set(seated.map((row) => row.tenantId));
          const unseated = tenantIds.filter((id) => !seatedIds.has(id));
          if (action.kind === 'addRoom') {
            await addRoomVia(t, cookie, propertyId, `R${run}-${index}`, action.beds);
          } else if (action.kind === 'deleteRoom') {
            const live = await db
              .select({ id: rooms.id })
              .from(rooms)
              .where(and(eq(rooms.propertyId, propertyId), isNull(rooms.deletedAt)))
              .orderBy(rooms.id);
            const room = live[action.pick % Math.max(live.length, 1)];
            if (room) {
              // a room with someone on a bed is refused; either answer leaves the counts exact
              const answer = await t.request({
                method: 'DELETE',
                url: `/api/v1/room/delete/${room.id}`,
                headers: { cookie },
              });
              expect([200, 400, 409]).toContain(answer.statusCode);
            }
          } else if (action.kind === 'addTenant') {
            tenantIds.push(await addTenant(db, `counted-${run}-${index}@example.com`, propertyId));
          } else if (action.kind === 'assign' && unseated.length && freeBeds.length) {
            const tenantId = unseated[action.pick % unseated.length]!;
            const assigning = assignOn(db, today(), {
              tenantId,
              bed: freeBeds[action.pick % freeBeds.length]!,
              rent: 8000,
            });
            // a tenant vacated today already has today's rent invoice: assigned again, they are
            // refused until tomorrow, and the counts must stay exact either way
            if (vacatedToday.has(tenantId)) {
              await expect(assigning).rejects.toMatchObject({ statusCode: 409 });
            } else await assigning;
          } else if (action.kind === 'move' && seated.length && freeBeds.length) {
            const { tenantId } = seated[action.pick % seated.length]!;
            const bed = freeBeds[action.bed % freeBeds.length]!;
            await moveTenant(db, scope, actorId, tenantId, {
              bedId: bed.bedId,
              rent: 8000,
              mealCost: 0,
              prorate: false,
            });
          } else if (action.kind === 'vacate' && seated.length) {
            const { tenantId } = seated[action.pick % seated.length]!;
            const answer = await vacate(t, cookie, tenantId);
            expect(answer.statusCode).toBe(200);
            vacatedToday.add(tenantId);
          } else if (action.kind === 'deleteTenant' && tenantIds.length) {
            const tenantId = tenantIds[action.pick % tenantIds.length]!;
            const answer = await t.request({
              method: 'DELETE',
              url: `/api/v1/tenant/delete/${tenantId}`,
              headers: { cookie },
            });
            expect([200, 400, 409]).toContain(answer.statusCode);
            if (answer.statusCode === 200) tenantIds.splice(tenantIds.indexOf(tenantId), 1);
          }

          const { kept, counted } = await keptAndCounted(propertyIds);
          expect(kept).toEqual(counted);
          // what the list answers is the kept figures
          for (const row of counted) {
            const listed = await t.request({
              method: 'GET',
              url: `/api/v1/property/all-propertis?search=${encodeURIComponent(`Counted PG ${run} `)}`,
              headers: { cookie },
            });
            const property = listed
              .json<{
                data: Array<{ _id: string; totalRooms: number; totalBeds: number; assignedTenants: number }>;
              }>()
              .data.find((item) => item._id === row.key);
            expect(property).toMatchObject({
              totalRooms: row.rooms,
              totalBeds: row.beds,
              assignedTenants: row.occupied,
            });
            // the room list's total is the kept room count
            const roomPage = await t.request({
              method: 'GET',
              url: `/api/v1/room/property/${String(row.key)}?page=1&limit=1`,
              headers: { cookie },
            });
            expect(roomPage.json<{ pagination: { total: number } }>().pagination.total).toBe(row.rooms);
          }
        }
      }),
      {
        numRuns: 12,
        // found in CI: a tenant vacated and assigned again on the same day is refused (409)
        examples: [
          [
            [
              { kind: 'addRoom', beds: 1 },
              { kind: 'addTenant' },
              { kind: 'assign', pick: 0 },
              { kind: 'vacate', pick: 0 },
              { kind: 'assign', pick: 0 },
            ],
          ],
        ],
      },
    );
  }, 240_000);
});
