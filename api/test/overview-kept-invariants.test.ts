// The Properties overview's kept figures (issue 43, migration overview-kept-figures): what waits for
// the staff (open complaints and claims, statement lines to review, notices given, disputed exit
// statements) and the overdue money, kept by triggers. After every step of random sequences of
// inserts, status changes, set-based updates, deletions and payments on both databases, the
// overview answers what a fresh count of the rows says, and no settled due date is kept.
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { plusDays, today } from '../src/services/calendar';
import { readOverview } from '../src/services/overview/read';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf, assignOn, freeBeds } from './moves-fixtures';
import { applyStep, step, type World } from './overview-kept-steps';

/** The figures the triggers of migration 0049 keep (beds, money due and collected were kept before). */
const KEPT = [
  'complaintsOpen',
  'claimsOpen',
  'statementLinesToReview',
  'noticesGiven',
  'exitDisputes',
  'overduePaise',
] as const;

describe.each(databases)('the overview kept figures on $name', (database) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  // PGlite and node-postgres both answer { rows }.
  const rowsOf = async (query: SQL) => {
    const result = await t.database.db.execute<Record<string, unknown>>(query);
    return (result as { rows: Array<Record<string, unknown>> }).rows;
  };

  /** The same figures counted from the rows, per property. */
  async function counted(propertyIds: string[], day: string) {
    const rows = await rowsOf(sql`
      select p.id::text as id,
        (select count(*)::int from complaints c where c.property_id = p.id and c.deleted_at is null
          and c.status in ('PENDING', 'IN_PROGRESS')) as "complaintsOpen",
        (select count(*)::int from payment_claims c where c.property_id = p.id and c.status = 'OPEN') as "claimsOpen",
        (select count(*)::int from statement_lines l where l.property_id = p.id
          and l.status in ('SUGGESTED', 'UNMATCHED')) as "statementLinesToReview",
        (select count(*)::int from tenant_notices n where n.property_id = p.id
          and n.withdrawn_at is null and n.completed_at is null) as "noticesGiven",
        (select count(*)::int from exit_statements e where e.property_id = p.id and e.status = 'DISPUTED') as "exitDisputes",
        (select coalesce(sum(i.total_paise - i.paid_paise), 0)::bigint::text from invoices i where i.property_id = p.id
          and i.status <> 'PAID' and i.paid_paise < i.total_paise and i.due_date < ${day}::date) as "overduePaise"
      from properties p where p.id in (${sql.join(
        propertyIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by 1`);
    return rows.map((row) => ({ ...row, overduePaise: Number(row.overduePaise) }));
  }

  it('equal a fresh count after every step of random sequences', async () => {
    const { db } = t.database;
    const { scope } = await adminOf(db);
    const day = today();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const propertyIds = [await addProperty(db, `Kept ${run} A`), await addProperty(db, `Kept ${run} B`)];
        const tenantIds: string[] = [];
        const bedOf = new Map<string, { bedId: string; roomId: string }>();
        for (const [index, propertyId] of propertyIds.entries()) {
          for (const bed of await freeBeds(db, propertyId, 2)) {
            const tenantId = await addTenant(
              db,
              `kept.${run}.${index}.${tenantIds.length}@example.com`,
              propertyId,
            );
            await assignOn(db, day, {
              tenantId,
              bed,
              rent: 5000 + 1000 * tenantIds.length,
              movedInOn: plusDays(day, -30),
            });
            tenantIds.push(tenantId);
            bedOf.set(tenantId, bed);
          }
        }
        const world: World = { db, run, day, propertyIds, tenantIds, bedOf, lines: 0 };
        for (const action of steps) {
          await applyStep(world, action);

          const answer = await readOverview(db, scope, { page: 1, limit: 10_000 }, day);
          const kept = answer.properties
            .filter((row) => propertyIds.includes(row._id))
            .sort((a, b) => a._id.localeCompare(b._id))
            .map((row) => ({ id: row._id, ...Object.fromEntries(KEPT.map((key) => [key, row[key]])) }));
          expect(kept).toEqual(await counted(propertyIds, day));
        }
        const settledDates = await rowsOf(sql`select 1 from property_dues_by_date where owed_paise = 0`);
        expect(settledDates).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
