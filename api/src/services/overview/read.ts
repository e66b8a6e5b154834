// GET /property/overview (issue 42): every property in the caller's scope with its beds, the
// month's money and what waits for its staff, and the totals across all of them. Every figure is
// kept by triggers (schema/totals.ts: property_totals, property_collections, and the owed money by
// due date for the overdue), so a property costs one row of each whatever its size, and two
// queries answer: the page of rows, and the totals.
import { sql, type SQL } from 'drizzle-orm';
import type { OverviewAnswer, OverviewProperty, OverviewTotals } from '@pgportal/contracts/responses';
import { DEFAULT_PAGE_LIMIT, type PageQuery } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import { paginationOf } from '../../db/paginate';
import type { AccessScope } from '../access';
import { monthBounds } from '../calendar';

/** The properties the caller may see, by their id column. */
function inScope(scope: AccessScope, column: SQL): SQL {
  if (scope.propertyIds === 'all') return sql`true`;
  if (!scope.propertyIds.length) return sql`false`;
  return sql`${column} in (${sql.join(
    scope.propertyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * Each property in scope with its figures, as a CTE named `figures`. A page of rows reads each of
 * its properties' owed due dates by index (`overdue` 'per row'); the totals sum them in one scan.
 */
function figuresCte(scope: AccessScope, day: string, overdue: 'per row' | 'grouped'): SQL {
  const month = monthBounds(day).start;
  const owedBefore = sql`property_dues_by_date d where d.due_date < ${day}::date`;
  const overduePaise =
    overdue === 'per row'
      ? sql`(select coalesce(sum(d.owed_paise), 0) from ${owedBefore} and d.property_id = p.id)`
      : sql`coalesce(o.paise, 0)`;
  const overdueJoin =
    overdue === 'per row'
      ? sql``
      : sql`left join (select d.property_id, sum(d.owed_paise) as paise from ${owedBefore} group by 1) o
  on o.property_id = p.id`;
  return sql`with figures as (
  select p.id, p.name,
    coalesce(t.total_beds, 0) as total_beds,
    coalesce(t.occupied_beds, 0) as occupied_beds,
    coalesce(c.collected_paise, 0) as collected_paise,
    coalesce(t.outstanding_paise, 0) as due_paise,
    ${overduePaise} as overdue_paise,
    coalesce(t.complaints_open, 0) as complaints_open,
    coalesce(t.claims_open, 0) as claims_open,
    coalesce(t.statement_lines_to_review, 0) as statement_lines_to_review,
    coalesce(t.notices_given, 0) as notices_given,
    coalesce(t.exit_disputes, 0) as exit_disputes
  from properties p
  left join property_totals t on t.property_id = p.id
  left join property_collections c on c.property_id = p.id and c.month = ${month}::date
  ${overdueJoin}
  where p.deleted_at is null and ${inScope(scope, sql`p.id`)}
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
  const [rows, totals] = (await Promise.all([
    executor.execute(
      sql`${figuresCte(scope, day, 'per row')} select * from figures order by name, id
        limit ${limit} offset ${(number - 1) * limit}`,
    ),
    executor.execute(sql`${figuresCte(scope, day, 'grouped')} ${TOTALS}`),
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
