// GET /property/overview (issue 42): every property in the caller's scope with its beds, the
// month's money and what waits for its staff, and the totals across all of them. Set-based: each
// figure is one grouped scan over the properties in scope (the maintained totals for beds, money
// due and collected; partial indexes for the rest), so two queries answer at any number of
// properties: the page of rows, and the totals.
import { sql, type SQL } from 'drizzle-orm';
import type { OverviewAnswer, OverviewProperty, OverviewTotals } from '@pgportal/contracts/responses';
import { DEFAULT_PAGE_LIMIT, type PageQuery } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import { paginationOf } from '../../db/paginate';
import type { AccessScope } from '../access';
import { monthBounds } from '../calendar';
import { invoiceColumns, overdueSql, owesSql } from '../payments/status';

/** The properties the caller may see, by their id column. */
function inScope(scope: AccessScope, column: SQL): SQL {
  if (scope.propertyIds === 'all') return sql`true`;
  if (!scope.propertyIds.length) return sql`false`;
  return sql`${column} in (${sql.join(
    scope.propertyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** A count of `table`'s rows per property, among the properties in scope. */
const countBy = (table: string, where: string) =>
  sql.raw(`select property_id, count(*) as n from ${table} where ${where}
    and property_id in (select id from scoped) group by property_id`);

/** Each property in scope with its figures, as a CTE named `figures`. */
function figuresCte(scope: AccessScope, day: string): SQL {
  const month = monthBounds(day).start;
  const i = invoiceColumns('i');
  return sql`with scoped as (
  select p.id, p.name from properties p where p.deleted_at is null and ${inScope(scope, sql`p.id`)}
), overdue as (
  select i.property_id, sum(i.total_paise - i.paid_paise) as paise from invoices i
  where ${owesSql(i)} and ${overdueSql(day, i)} and i.property_id in (select id from scoped)
  group by i.property_id
), complaints_open as (${countBy('complaints', `deleted_at is null and status in ('PENDING', 'IN_PROGRESS')`)}
), claims_open as (${countBy('payment_claims', `status = 'OPEN'`)}
), lines_to_review as (${countBy('statement_lines', `status in ('SUGGESTED', 'UNMATCHED')`)}
), notices_given as (${countBy('tenant_notices', 'withdrawn_at is null and completed_at is null')}
), exit_disputes as (${countBy('exit_statements', `status = 'DISPUTED'`)}
), figures as (
  select s.id, s.name,
    coalesce(t.total_beds, 0) as total_beds,
    coalesce(t.occupied_beds, 0) as occupied_beds,
    coalesce(c.collected_paise, 0) as collected_paise,
    coalesce(t.outstanding_paise, 0) as due_paise,
    coalesce(o.paise, 0) as overdue_paise,
    coalesce(co.n, 0) as complaints_open,
    coalesce(cl.n, 0) as claims_open,
    coalesce(sl.n, 0) as statement_lines_to_review,
    coalesce(tn.n, 0) as notices_given,
    coalesce(ed.n, 0) as exit_disputes
  from scoped s
  left join property_totals t on t.property_id = s.id
  left join property_collections c on c.property_id = s.id and c.month = ${month}::date
  left join overdue o on o.property_id = s.id
  left join complaints_open co on co.property_id = s.id
  left join claims_open cl on cl.property_id = s.id
  left join lines_to_review sl on sl.property_id = s.id
  left join notices_given tn on tn.property_id = s.id
  left join exit_disputes ed on ed.property_id = s.id
)`;
}

type Row = Record<string, string | number | null>;
const FIGURES = [
  ['totalBeds', 'total_beds'],
  ['occupiedBeds', 'occupied_beds'],
  ['collectedPaise', 'collected_paise'],
  ['duePaise', 'due_paise'],
  ['overduePaise', 'overdue_paise'],
  ['complaintsOpen', 'complaints_open'],
  ['claimsOpen', 'claims_open'],
  ['statementLinesToReview', 'statement_lines_to_review'],
  ['noticesGiven', 'notices_given'],
  ['exitDisputes', 'exit_disputes'],
] as const;

type Figures = Omit<OverviewTotals, 'properties'>;
const figuresOf = (row: Row | undefined) =>
  Object.fromEntries(FIGURES.map(([key, column]) => [key, Number(row?.[column] ?? 0)])) as Figures;

const TOTALS = sql.raw(
  `select count(*) as properties, ${FIGURES.map(([, column]) => `sum(${column}) as ${column}`).join(', ')} from figures`,
);

export async function readOverview(
  executor: Executor,
  scope: AccessScope,
  page: PageQuery,
  day: string,
): Promise<OverviewAnswer> {
  const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
  const number = page.page ?? 1;
  const cte = figuresCte(scope, day);
  const [rows, totals] = (await Promise.all([
    executor.execute(
      sql`${cte} select * from figures order by name, id limit ${limit} offset ${(number - 1) * limit}`,
    ),
    executor.execute(sql`${cte} ${TOTALS}`),
  ])) as Array<{ rows: Row[] }>;
  const properties: OverviewProperty[] = rows!.rows.map((row) => ({
    _id: String(row.id),
    name: String(row.name),
    ...figuresOf(row),
  }));
  const [total] = totals!.rows;
  const count = Number(total?.properties ?? 0);
  return {
    properties,
    totals: { properties: count, ...figuresOf(total) },
    pagination: paginationOf({ page: number, limit }, count),
  };
}
