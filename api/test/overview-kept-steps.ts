// The steps of the overview's kept-figures sequence test (overview-kept-invariants.test.ts): writes
// straight to the tables whose triggers keep the figures, as any code path (or a person in psql)
// might make them.
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../src/db/client';
import {
  complaints,
  exitStatements,
  invoices,
  paymentClaims,
  statementLines,
  tenantNotices,
} from '../src/db/schema';
import { plusDays } from '../src/services/calendar';

const COMPLAINT = ['PENDING', 'IN_PROGRESS', 'REJECTED', 'RESOLVED'] as const;
const CLAIM_CLOSED = ['CONFIRMED', 'REJECTED', 'SETTLED'] as const;
const LINE = ['MATCHED', 'SUGGESTED', 'UNMATCHED', 'IGNORED'] as const;
const EXIT = ['DRAFT', 'SENT', 'ACCEPTED', 'DISPUTED', 'SETTLED'] as const;

export type Step =
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
export const step: fc.Arbitrary<Step> = fc.oneof(
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

/** A run's two properties, each with two tenants on beds, and the day the run is on. */
export interface World {
  db: Db;
  run: number;
  day: string;
  propertyIds: string[];
  tenantIds: string[];
  bedOf: Map<string, { bedId: string; roomId: string }>;
  lines: number;
}

export async function applyStep(world: World, action: Step) {
  const { db, run, day, propertyIds, tenantIds, bedOf } = world;
  const propertyOf = (tenantId: string) => propertyIds[tenantIds.indexOf(tenantId) < 2 ? 0 : 1]!;
  const tenantAt = (pick: number) => tenantIds[pick % tenantIds.length]!;
  const ofRun = async <Row extends { id: string }>(rows: Promise<Row[]>, pick: number) => {
    const all = (await rows).sort((a, b) => a.id.localeCompare(b.id));
    return all.length ? all[pick % all.length] : undefined;
  };
  const invoiceAt = (pick: number) =>
    ofRun(db.select().from(invoices).where(inArray(invoices.propertyId, propertyIds)), pick);

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
        await db.update(paymentClaims).set({ status: action.status }).where(eq(paymentClaims.id, row.id));
      break;
    }
    case 'line': {
      const line = (world.lines += 1);
      await db.insert(statementLines).values({
        propertyId: propertyIds[action.at]!,
        lineNumber: line,
        statementDate: day,
        narration: `UPI/CR/${run}/${line}`,
        amountPaise: 500_000,
        status: action.status,
      });
      break;
    }
    case 'lineStatus': {
      const row = await ofRun(
        db.select().from(statementLines).where(inArray(statementLines.propertyId, propertyIds)),
        action.pick,
      );
      if (row)
        await db.update(statementLines).set({ status: action.status }).where(eq(statementLines.id, row.id));
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
      const end = action.how === 'withdrawn' ? { withdrawnAt: new Date() } : { completedAt: new Date() };
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
          db.update(exitStatements).set({ status: action.status }).where(eq(exitStatements.id, row.id)),
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
        await db.update(invoices).set({ paidPaise: 0, status: 'UNPAID' }).where(eq(invoices.id, invoice.id));
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
        await db.delete(table).where(and(eq(table.id, row.id), inArray(table.propertyId, propertyIds)));
      break;
    }
  }
}
