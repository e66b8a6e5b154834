// The Properties overview's kept figures (issue 43, migration overview-kept-figures): what waits for
// the staff (open complaints and claims, statement lines to review, notices given, disputed exit
// statements) and the overdue money, kept by triggers. After every step of random sequences of
// inserts, status changes, set-based updates, deletions and payments on both databases, the
// overview answers what a fresh count of the rows says, and no settled due date is kept.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import {
  complaints,
  exitStatements,
  invoices,
  paymentClaims,
  statementLines,
  tenantNotices,
} from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { readOverview } from '../src/services/overview/read';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf, assignOn, freeBeds } from './moves-fixtures';

const COMPLAINT = ['PENDING', 'IN_PROGRESS', 'REJECTED', 'RESOLVED'] as const;
const CLAIM_CLOSED = ['CONFIRMED', 'REJECTED', 'SETTLED'] as const;
const LINE = ['MATCHED', 'SUGGESTED', 'UNMATCHED', 'IGNORED'] as const;
const EXIT = ['DRAFT', 'SENT', 'ACCEPTED', 'DISPUTED', 'SETTLED'] as const;

type Step =
  | { kind: 'complaint'; at: number; status: (typeof COMPLAINT)[number] }
  | { kind: 'complaintStatus'; pick: number; status: (typeof COMPLAINT)[number] }
  | { kind: 'complaintsOfProperty'; at: number; status: (typeof COMPLAINT)[number] }
  | { kind: 'complaintRemoved'; pick: number }
  | { kind: 'claim'; pick: number }
  | { kind: 'claimClosed'; pick: number; status: (typeof CLAIM_CLOSED)[number] }
  | { kind: 'line'; at: number; status: (typeof LINE)[number] }
  | { kind: 'lineStatus'; pick: number; status: (typeof LINE)[number] }
  | { kind: 'notice'; pick: number }
  | { kind: 'noticeEnded'; pick: number; how: 'withdrawn' | 'completed' }
  | { kind: 'exitStatement'; pick: number; status: (typeof EXIT)[number] }
  | { kind: 'exitStatus'; pick: number; status: (typeof EXIT)[number] }
  | { kind: 'paid'; pick: number; percent: number }
  | { kind: 'unpaid'; pick: number }
  | { kind: 'dueDate'; pick: number; days: number }
  | { kind: 'rowDeleted'; table: 'complaints' | 'claims' | 'lines' | 'notices'; pick: number };

const at = fc.nat({ max: 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('complaint' as const), at, status: fc.constantFrom(...COMPLAINT) }),
  fc.record({
    kind: fc.constant('complaintStatus' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...COMPLAINT),
  }),
  fc.record({
    kind: fc.constant('complaintsOfProperty' as const),
    at,
    status: fc.constantFrom(...COMPLAINT),
  }),
  fc.record({ kind: fc.constant('complaintRemoved' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('claim' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('claimClosed' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...CLAIM_CLOSED),
  }),
  fc.record({ kind: fc.constant('line' as const), at, status: fc.constantFrom(...LINE) }),
  fc.record({ kind: fc.constant('lineStatus' as const), pick: fc.nat(), status: fc.constantFrom(...LINE) }),
  fc.record({ kind: fc.constant('notice' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('noticeEnded' as const),
    pick: fc.nat(),
    how: fc.constantFrom('withdrawn' as const, 'completed' as const),
  }),
  fc.record({
    kind: fc.constant('exitStatement' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...EXIT),
  }),
  fc.record({ kind: fc.constant('exitStatus' as const), pick: fc.nat(), status: fc.constantFrom(...EXIT) }),
  fc.record({
    kind: fc.constant('paid' as const),
    pick: fc.nat(),
    percent: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ kind: fc.constant('unpaid' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('dueDate' as const),
    pick: fc.nat(),
    days: fc.integer({ min: -40, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('rowDeleted' as const),
    table: fc.constantFrom('complaints' as const, 'claims' as const, 'lines' as const, 'notices' as const),
    pick: fc.nat(),
  }),
);

/** A unique index refusing a second standing notice or open exit statement is the schema's rule, not a fault. */
async function unlessDuplicate(write: Promise<unknown>) {
  try {
    await write;
  } catch (error) {
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ??
      (error as { code?: string }).code;
    if (code !== '23505') throw error;
  }
}

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
        const propertyOf = (tenantId: string) => propertyIds[tenantIds.indexOf(tenantId) < 2 ? 0 : 1]!;
        const tenantAt = (pick: number) => tenantIds[pick % tenantIds.length]!;
        const ofRun = async <Row extends { id: string }>(rows: Promise<Row[]>, pick: number) => {
          const all = (await rows).sort((a, b) => a.id.localeCompare(b.id));
          return all.length ? all[pick % all.length] : undefined;
        };
        const invoiceAt = (pick: number) =>
          ofRun(db.select().from(invoices).where(inArray(invoices.propertyId, propertyIds)), pick);
        let line = 0;

        for (const action of steps) {
          switch (action.kind) {
            case 'complaint': {
              const tenantId = tenantIds[action.at * 2]!;
              await db.insert(complaints).values({
                tenantId,
                roomId: bedOf.get(tenantId)!.roomId,
                bedId: bedOf.get(tenantId)!.bedId,
                propertyId: propertyOf(tenantId),
                issue: 'Fan is noisy',
                status: action.status,
              });
              break;
            }
            case 'complaintStatus':
            case 'complaintRemoved': {
              const row = await ofRun(
                db.select().from(complaints).where(inArray(complaints.propertyId, propertyIds)),
                action.pick,
              );
              if (!row) break;
              const change =
                action.kind === 'complaintStatus' ? { status: action.status } : { deletedAt: new Date() };
              await db.update(complaints).set(change).where(eq(complaints.id, row.id));
              break;
            }
            case 'complaintsOfProperty':
              await db
                .update(complaints)
                .set({ status: action.status })
                .where(eq(complaints.propertyId, propertyIds[action.at]!));
              break;
            case 'claim': {
              const invoice = await invoiceAt(action.pick);
              if (!invoice) break;
              await db
                .insert(paymentClaims)
                .values({
                  invoiceId: invoice.id,
                  tenantId: invoice.tenantId,
                  propertyId: invoice.propertyId,
                  utr: `UTR${run}${action.pick}`,
                  amountPaise: invoice.totalPaise,
                  claimedOn: day,
                })
                .onConflictDoNothing();
              break;
            }
            case 'claimClosed': {
              const row = await ofRun(
                db.select().from(paymentClaims).where(inArray(paymentClaims.propertyId, propertyIds)),
                action.pick,
              );
              if (row)
                await db
                  .update(paymentClaims)
                  .set({ status: action.status })
                  .where(eq(paymentClaims.id, row.id));
              break;
            }
            case 'line':
              line += 1;
              await db.insert(statementLines).values({
                propertyId: propertyIds[action.at]!,
                lineNumber: line,
                statementDate: day,
                narration: `UPI/CR/${run}/${line}`,
                amountPaise: 500_000,
                status: action.status,
              });
              break;
            case 'lineStatus': {
              const row = await ofRun(
                db.select().from(statementLines).where(inArray(statementLines.propertyId, propertyIds)),
                action.pick,
              );
              if (row)
                await db
                  .update(statementLines)
                  .set({ status: action.status })
                  .where(eq(statementLines.id, row.id));
              break;
            }
            case 'notice': {
              const tenantId = tenantAt(action.pick);
              await unlessDuplicate(
                db.insert(tenantNotices).values({
                  tenantId,
                  propertyId: propertyOf(tenantId),
                  noticeDate: day,
                  moveOutDate: plusDays(day, 30),
                  givenBy: 'TENANT',
                }),
              );
              break;
            }
            case 'noticeEnded': {
              const row = await ofRun(
                db.select().from(tenantNotices).where(inArray(tenantNotices.propertyId, propertyIds)),
                action.pick,
              );
              const end =
                action.how === 'withdrawn' ? { withdrawnAt: new Date() } : { completedAt: new Date() };
              if (row) await db.update(tenantNotices).set(end).where(eq(tenantNotices.id, row.id));
              break;
            }
            case 'exitStatement': {
              const tenantId = tenantAt(action.pick);
              await unlessDuplicate(
                db.insert(exitStatements).values({
                  tenantId,
                  propertyId: propertyOf(tenantId),
                  moveOutDate: day,
                  refundDueDate: plusDays(day, 15),
                  status: action.status,
                }),
              );
              break;
            }
            case 'exitStatus': {
              const row = await ofRun(
                db.select().from(exitStatements).where(inArray(exitStatements.propertyId, propertyIds)),
                action.pick,
              );
              if (row)
                await unlessDuplicate(
                  db
                    .update(exitStatements)
                    .set({ status: action.status })
                    .where(eq(exitStatements.id, row.id)),
                );
              break;
            }
            case 'paid': {
              const invoice = await invoiceAt(action.pick);
              if (!invoice) break;
              const paidPaise = Math.min(
                invoice.totalPaise,
                invoice.paidPaise + Math.ceil((invoice.totalPaise * action.percent) / 100),
              );
              const status = paidPaise >= invoice.totalPaise ? 'PAID' : 'PARTIAL';
              await db.update(invoices).set({ paidPaise, status }).where(eq(invoices.id, invoice.id));
              break;
            }
            case 'unpaid': {
              const invoice = await invoiceAt(action.pick);
              if (invoice)
                await db
                  .update(invoices)
                  .set({ paidPaise: 0, status: 'UNPAID' })
                  .where(eq(invoices.id, invoice.id));
              break;
            }
            case 'dueDate': {
              const invoice = await invoiceAt(action.pick);
              if (invoice)
                await db
                  .update(invoices)
                  .set({ dueDate: plusDays(day, action.days) })
                  .where(eq(invoices.id, invoice.id));
              break;
            }
            case 'rowDeleted': {
              const table = {
                complaints,
                claims: paymentClaims,
                lines: statementLines,
                notices: tenantNotices,
              }[action.table];
              const row = await ofRun(
                db.select({ id: table.id }).from(table).where(inArray(table.propertyId, propertyIds)),
                action.pick,
              );
              if (row)
                await db
                  .delete(table)
                  .where(and(eq(table.id, row.id), inArray(table.propertyId, propertyIds)));
              break;
            }
          }

          const answer = await readOverview(db, scope, { page: 1, limit: 10_000 }, day);
          const kept = answer.properties
            .filter((row) => propertyIds.includes(row._id))
            .sort((a, b) => a._id.localeCompare(b._id))
            .map(
              ({
                _id,
                complaintsOpen,
                claimsOpen,
                statementLinesToReview,
                noticesGiven,
                exitDisputes,
                overduePaise,
              }) => ({
                id: _id,
                complaintsOpen,
                claimsOpen,
                statementLinesToReview,
                noticesGiven,
                exitDisputes,
                overduePaise,
              }),
            );
          expect(kept).toEqual(await counted(propertyIds, day));
        }
        const settledDates = await rowsOf(sql`select 1 from property_dues_by_date where owed_paise = 0`);
        expect(settledDates).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
