// The figure families of a report (issue 26), each one aggregate query over a range of months,
// grouped by month: invoices, the payments ledger by kind of entry (issue 41), expenses, stays begun and ended, and bed-days.
// Money stays in paise here. Every query reads an index on (property, date): see the schema.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isIncome, ledgerEntryKind } from '../ledger/entry-kinds';

/** null: every property; else the properties counted. */
export type ReportProperties = null | readonly string[];

/** The months asked for: `from` the first day of the first, `to` the first day after the last. */
export interface MonthRange {
  from: string;
  to: string;
  /** the first day of the last month */
  last: string;
  /** today in India: bed-days are counted up to and including it */
  today: string;
}

type Row = Record<string, string | number | null>;

const rowsOf = async (db: Executor, query: SQL) => ((await db.execute(query)) as { rows: Row[] }).rows;

/** The WHERE condition keeping `column` to the properties in scope. */
export function inScope(column: SQL, properties: ReportProperties): SQL {
  if (properties === null) return sql`true`;
  if (!properties.length) return sql`false`;
  return sql`${column} in (${sql.join(
    properties.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

const monthOf = (column: SQL) => sql`to_char(${column}, 'YYYY-MM')`;

/**
 * Invoices of rent and charges (a deposit's ADVANCE invoice is not income): per month the totals
 * dated in it, and `before` (dated before the range) so that what was outstanding at each month's
 * end follows by running sums.
 */
export function invoiceSums(db: Executor, properties: ReportProperties, range: MonthRange) {
  return rowsOf(
    db,
    sql`select case when i.invoice_date < ${range.from}::date then 'before' else ${monthOf(sql`i.invoice_date`)} end as month,
  sum(i.total_paise) as paise
from invoices i
where ${inScope(sql`i.property_id`, properties)} and i.invoice_date < ${range.to}::date and ${isIncome('i')}
group by 1`,
  );
}

/**
 * The payments ledger per month (and `before`, as invoiceSums), by what each entry is
 * (ledger/entry-kinds.ts): `income` the entries on rent and charges (reversals subtract, a due paid
 * from the deposit at exit counts), `deposits_in` deposits received less their reversals,
 * `deposits_refunded` refunds paid at exit (positive), `deposits_moved` every entry on a deposit
 * (its running sum is the deposit held).
 */
export function ledgerSums(db: Executor, properties: ReportProperties, range: MonthRange) {
  const kind = ledgerEntryKind('p', 'i');
  return rowsOf(
    db,
    sql`select case when p.paid_at < ${range.from}::date then 'before' else ${monthOf(sql`p.paid_at`)} end as month,
  sum(p.amount_paise) filter (where ${isIncome('i')}) as income,
  sum(p.amount_paise) filter (where ${kind} in ('DEPOSIT_RECEIVED', 'DEPOSIT_REVERSAL')) as deposits_in,
  -sum(p.amount_paise) filter (where ${kind} = 'DEPOSIT_REFUNDED') as deposits_refunded,
  sum(p.amount_paise) filter (where not ${isIncome('i')}) as deposits_moved
from payments p join invoices i on i.id = p.invoice_id
where ${inScope(sql`p.property_id`, properties)} and p.paid_at < ${range.to}::date
group by 1`,
  );
}

/** Live (not deleted) expenses per month and category. */
export function expenseSums(db: Executor, properties: ReportProperties, range: MonthRange) {
  return rowsOf(
    db,
    sql`select ${monthOf(sql`e.spent_on`)} as month, e.category, sum(e.amount_paise) as paise
from expenses e
where ${inScope(sql`e.property_id`, properties)} and e.deleted_at is null
  and e.spent_on >= ${range.from}::date and e.spent_on < ${range.to}::date
group by 1, 2`,
  );
}

/**
 * Stays begun (kind 'in') and ended ('out') per month. A move between beds ends one stay and
 * begins the next on the same day for the same tenant: neither half is an admission or a move-out.
 */
export function stayCounts(db: Executor, properties: ReportProperties, range: MonthRange) {
  return rowsOf(
    db,
    sql`select 'in' as kind, ${monthOf(sql`a.start_date`)} as month, count(*) as n
from bed_assignments a
where ${inScope(sql`a.property_id`, properties)}
  and a.start_date >= ${range.from}::date and a.start_date < ${range.to}::date
  and not exists (select 1 from bed_assignments b
    where b.tenant_id = a.tenant_id and b.id <> a.id and b.end_date = a.start_date)
group by 2
union all
select 'out' as kind, ${monthOf(sql`a.end_date`)} as month, count(*) as n
from bed_assignments a
where ${inScope(sql`a.property_id`, properties)}
  and a.end_date >= ${range.from}::date and a.end_date < ${range.to}::date
  and not exists (select 1 from bed_assignments b
    where b.tenant_id = a.tenant_id and b.id <> a.id and b.start_date = a.end_date)
group by 2`,
  );
}

/**
 * Bed-days per month, up to today: a bed counts from the day it was made (India) to the day it was
 * deleted; a stay occupies [start date, end date), so a move's day is counted once. A bed's days
 * are at least its occupied days (a stay entered with an earlier moved-in day than the bed's).
 */
export function bedDays(db: Executor, properties: ReportProperties, range: MonthRange) {
  return rowsOf(
    db,
    sql`with months as (
  select m::date as start,
    least((m + interval '1 month')::date, ${range.today}::date + 1) as stop
  from generate_series(${range.from}::date, ${range.last}::date, interval '1 month') as m
), bed_rows as (
  select b.id, (b.created_at at time zone 'Asia/Kolkata')::date as born,
    coalesce((b.deleted_at at time zone 'Asia/Kolkata')::date, 'infinity'::date) as gone
  from beds b join rooms r on r.id = b.room_id
  where ${inScope(sql`r.property_id`, properties)}
), occupied as (
  select mo.start, a.bed_id,
    sum(greatest(0, least(coalesce(a.end_date, 'infinity'::date), mo.stop) - greatest(a.start_date, mo.start))) as days
  from months mo join bed_assignments a
    on a.start_date < mo.stop and (a.end_date is null or a.end_date > mo.start)
  where ${inScope(sql`a.property_id`, properties)}
  group by 1, 2
)
select ${monthOf(sql`mo.start`)} as month,
  coalesce(sum(o.days), 0) as occupied,
  coalesce(sum(greatest(greatest(0, least(br.gone, mo.stop) - greatest(br.born, mo.start)), coalesce(o.days, 0))), 0) as beds
from months mo cross join bed_rows br
left join occupied o on o.start = mo.start and o.bed_id = br.id
group by mo.start`,
  );
}
