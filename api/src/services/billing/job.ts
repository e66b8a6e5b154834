// The billing job (DESIGN §5, §6): issues each open assignment's monthly RENT invoice on the
// tenant's billing day, marks invoices OVERDUE and mails reminders. Idempotent: one RENT invoice
// per tenant and period (a unique index) and a PostgreSQL advisory lock, so every server may run
// it at once; each reminder is claimed in invoice_reminders before it is sent.
// Lock order: invoices (the OVERDUE update, which re-checks each row's amounts under its lock),
// then the invoice numbers and the maintained totals, as a payment takes an invoice, then totals.
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import {
  bedAssignments,
  invoiceReminders,
  invoiceSequences,
  invoices,
  properties,
  tenants,
} from '../../db/schema';
import { reminderMail, type ReminderKind } from '../../mail/billing-mails';
import type { Mailer } from '../../mail/mailer';
import { monthlyPeriod, plusDays, today as todayInIndia } from '../calendar';
import { invoiceStatus, invoiceStatusSql, outstandingPaise } from './status';

/** Any constant, the same on every server: one billing run at a time. */
const BILLING_LOCK = 7_316_202_512;
/** Rows per INSERT: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

export interface BillingJobDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log?: { error: (object: unknown, message: string) => void };
}

export interface BillingJobResult {
  /** false when another server held the lock: it issued and marked, this run only sent reminders */
  ran: boolean;
  issued: number;
  overdue: number;
  reminders: number;
}

interface NewRent {
  tenantId: string;
  propertyId: string;
  assignmentId: string;
  periodStart: string;
  periodEnd: string;
  totalPaise: number;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The billing periods of an assignment from `after` (exclusive; null: from the start) to today. */
export function periodsDue(startDate: string, lastPeriodStart: string | null, today: string) {
  const moveInDay = Number(startDate.slice(8, 10));
  const due: Array<{ start: string; end: string }> = [];
  let start =
    lastPeriodStart === null ? startDate : plusDays(monthlyPeriod(lastPeriodStart, moveInDay).end, 1);
  while (start <= today) {
    const period = monthlyPeriod(start, moveInDay);
    due.push(period);
    start = plusDays(period.end, 1);
  }
  return due;
}

/** The RENT invoices open assignments are owed up to today. */
async function rentsDue(tx: Executor, today: string): Promise<NewRent[]> {
  const lastPeriod = sql<string | null>`(
    select max(${invoices.periodStart}) from ${invoices}
    where ${invoices.tenantId} = ${bedAssignments.tenantId} and ${invoices.type} = 'RENT'
      and ${invoices.periodStart} >= ${bedAssignments.startDate})`;
  const open = await tx
    .select({
      assignmentId: bedAssignments.id,
      tenantId: bedAssignments.tenantId,
      propertyId: bedAssignments.propertyId,
      startDate: bedAssignments.startDate,
      totalPaise: sql<string>`${bedAssignments.rentPaise} + ${bedAssignments.mealCostPaise}`,
      lastPeriod,
    })
    .from(bedAssignments)
    .innerJoin(tenants, eq(tenants.id, bedAssignments.tenantId))
    .where(
      and(isNull(bedAssignments.endDate), isNull(tenants.deletedAt), lte(bedAssignments.startDate, today)),
    );
  return open.flatMap((row) =>
    periodsDue(row.startDate, row.lastPeriod ? String(row.lastPeriod).slice(0, 10) : null, today).map(
      (period) => ({
        tenantId: row.tenantId,
        propertyId: row.propertyId,
        assignmentId: row.assignmentId,
        periodStart: period.start,
        periodEnd: period.end,
        totalPaise: Number(row.totalPaise),
      }),
    ),
  );
}

/** Reserves `count` invoice numbers of a year at once: the first one's number. */
async function reserveNumbers(tx: Executor, year: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, lastNumber: count })
    .onConflictDoUpdate({
      target: invoiceSequences.year,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  return row!.lastNumber - count + 1;
}

async function issueRents(tx: Executor, rents: NewRent[], today: string): Promise<number> {
  if (!rents.length) return 0;
  const dueDays = new Map(
    (
      await tx
        .select({ id: properties.id, days: properties.invoiceDueDays })
        .from(properties)
        .where(inArray(properties.id, [...new Set(rents.map((rent) => rent.propertyId))]))
    ).map((row) => [row.id, row.days]),
  );
  rents.sort((a, b) => a.periodStart.localeCompare(b.periodStart) || a.tenantId.localeCompare(b.tenantId));
  const byYear = groupBy(rents, (rent) => Number(rent.periodStart.slice(0, 4)));
  let issued = 0;
  for (const [year, ofYear] of byYear) {
    let number = await reserveNumbers(tx, year, ofYear.length);
    const rows = ofYear.map((rent) => {
      const dueDate = plusDays(rent.periodStart, dueDays.get(rent.propertyId) ?? 5);
      return {
        ...rent,
        type: 'RENT' as const,
        invoiceId: `INV-${year}-${String(number++).padStart(6, '0')}`,
        invoiceDate: rent.periodStart,
        dueDate,
        // a period caught up late may be past its due date already
        status: invoiceStatus({ totalPaise: rent.totalPaise, paidPaise: 0, dueDate }, today),
      };
    });
    for (let index = 0; index < rows.length; index += CHUNK) {
      const made = await tx
        .insert(invoices)
        .values(rows.slice(index, index + CHUNK))
        .onConflictDoNothing()
        .returning({ id: invoices.id });
      issued += made.length;
    }
  }
  return issued;
}

/** Issues every RENT invoice open assignments are owed up to `today` (inside the job's transaction). */
export async function issueDueRents(tx: Executor, today: string): Promise<number> {
  return issueRents(tx, await rentsDue(tx, today), today);
}

/**
 * Sets the status the rule gives to unpaid and partly paid invoices past their due date, in one
 * conditional UPDATE: an invoice paid a moment before (or while the UPDATE waits for its lock) is
 * re-checked on its new amounts and status, so the job never writes OVERDUE over a payment.
 */
async function markOverdue(tx: Executor, today: string): Promise<number> {
  const status = invoiceStatusSql(today);
  const changed = await tx
    .update(invoices)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        inArray(invoices.status, ['UNPAID', 'PARTIAL']),
        sql`${invoices.dueDate} < ${today}`,
        sql`${invoices.status} <> ${status}`,
      ),
    )
    .returning({ id: invoices.id });
  return changed.length;
}

/** Which invoices are owed each reminder today. */
function reminderWindow(kind: ReminderKind, today: string) {
  switch (kind) {
    case 'ISSUED':
      // issued today or in the two days before (a server that was down catches up)
      return and(gte(invoices.invoiceDate, plusDays(today, -2)), lte(invoices.invoiceDate, today));
    case 'DUE_SOON':
      return and(
        inArray(invoices.status, ['UNPAID', 'PARTIAL']),
        gte(invoices.dueDate, today),
        lte(invoices.dueDate, plusDays(today, 3)),
        sql`${invoices.invoiceDate} < ${today}`,
      );
    case 'OVERDUE':
      // the day after it became overdue (dueDate + 2), or up to a week later when the job missed it
      return and(
        eq(invoices.status, 'OVERDUE'),
        lte(invoices.dueDate, plusDays(today, -2)),
        gte(invoices.dueDate, plusDays(today, -9)),
      );
  }
}

const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function sendReminders(deps: BillingJobDeps, kind: ReminderKind, today: string): Promise<number> {
  const { db } = deps;
  const owed = await db
    .select({
      id: invoices.id,
      invoiceId: invoices.invoiceId,
      totalPaise: invoices.totalPaise,
      paidPaise: invoices.paidPaise,
      dueDate: invoices.dueDate,
      email: tenants.email,
      tenantName: tenants.fullName,
      propertyName: properties.name,
    })
    .from(invoices)
    .innerJoin(tenants, and(eq(tenants.id, invoices.tenantId), isNull(tenants.deletedAt)))
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .leftJoin(
      invoiceReminders,
      and(eq(invoiceReminders.invoiceId, invoices.id), eq(invoiceReminders.kind, kind)),
    )
    .where(and(reminderWindow(kind, today), isNull(invoiceReminders.invoiceId)));
  let sent = 0;
  for (const invoice of owed) {
    const due = outstandingPaise(invoice);
    if (due === 0) continue;
    // The claim: whoever inserts the row sends the mail, once.
    const claimed = await db
      .insert(invoiceReminders)
      .values({ invoiceId: invoice.id, kind })
      .onConflictDoNothing()
      .returning({ invoiceId: invoiceReminders.invoiceId });
    if (!claimed.length) continue;
    try {
      await deps.mailer.send(
        reminderMail(kind, {
          to: invoice.email,
          tenantName: invoice.tenantName,
          propertyName: invoice.propertyName,
          invoiceId: invoice.invoiceId,
          amountDue: rupees(due),
          dueDate: invoice.dueDate,
          billingUrl: `${deps.config.publicUrl}/tenant/billing`,
        }),
      );
      sent += 1;
    } catch (error) {
      // Not sent: release the claim so that the next run tries again.
      await db
        .delete(invoiceReminders)
        .where(and(eq(invoiceReminders.invoiceId, invoice.id), eq(invoiceReminders.kind, kind)));
      deps.log?.error({ err: error }, `Could not mail the ${kind} reminder of ${invoice.invoiceId}`);
    }
  }
  return sent;
}

/** One run of the job; `today` (YYYY-MM-DD, Asia/Kolkata) defaults to the real one. */
export async function runBillingJob(
  deps: BillingJobDeps,
  options: { today?: string; reminders?: boolean } = {},
): Promise<BillingJobResult> {
  const today = options.today ?? todayInIndia();
  const locked = await deps.db.transaction(async (tx) => {
    // PGlite and node-postgres both answer { rows }.
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${BILLING_LOCK}) as locked`)) as {
      rows: Array<{ locked: boolean }>;
    };
    if (!result.rows[0]?.locked) return null;
    // Overdue first: it changes no totals, so this transaction takes no totals row (schema/totals.ts)
    // before it has locked the invoices it updates; a payment locks an invoice, then the totals.
    const overdue = await markOverdue(tx, today);
    const issued = await issueDueRents(tx, today);
    return { issued, overdue };
  });
  let reminders = 0;
  for (const kind of options.reminders === false ? [] : (['ISSUED', 'DUE_SOON', 'OVERDUE'] as const)) {
    reminders += await sendReminders(deps, kind, today);
  }
  return { ran: locked !== null, issued: locked?.issued ?? 0, overdue: locked?.overdue ?? 0, reminders };
}

/**
 * Runs the job now and then every `everyMs` (an hour), one run at a time; the timer does not keep
 * the process alive. stop() clears it and waits for a run under way.
 */
export function scheduleBillingJob(deps: BillingJobDeps, everyMs = 3_600_000) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= runBillingJob(deps)
      .catch((error: unknown) => deps.log?.error({ err: error }, 'The billing job failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
