// The Dues page (issue 23): everyone in the current property with something outstanding, oldest
// debt first. A page walks the property's outstanding invoices in due-date order
// (invoices_property_due_idx) and keeps each tenant's oldest one (an anti-join probe of
// invoices_tenant_outstanding_idx), so it stops after its rows whatever the number of tenants.
// It asks for one row more than the page to know whether another page follows; the total it
// answers is exact on the last page and 'at least one more' before it (no count over every debt).
// The last reminder is the later of two lookups (the latest sent from the page, the latest mailed)
// rather than a union sorted for each row (three sorts a row; measured 4% of the query's time).
// The totals are one index-only pass over the same index.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DuesQuery } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import { emptyPage, pageWindow, paginationOf, type Page } from '../../db/paginate';
import { rawStatement, type RawStatement } from '../../db/raw-statement';
import { tenantSearchText } from '../../db/schema';
import type { AccessScope } from '../access';
import { today } from '../calendar';
import { likePattern } from '../db-helpers';
import { invoiceColumns, overdueSql, owesSql } from './status';

export interface DueRow {
  tenant_id: string;
  full_name: string;
  phone_number: string;
  language: 'en' | 'hi';
  room_number: string | null;
  bed_number: number | null;
  invoice_uuid: string;
  invoice_id: string;
  invoice_date: string;
  due_date: string;
  total_paise: string | number;
  paid_paise: string | number;
  due_paise: string | number;
  invoice_numbers: string[];
  reminded_at: number | string | null;
  reminded_by: 'WHATSAPP' | 'EMAIL' | null;
  /** the property's UPI ID and name (the payee of the UPI link), on every row */
  upi_id: string | null;
  property_name: string;
  /** the tenant's oldest open payment claim here (issue 42) */
  claim_id: string | null;
  claim_invoice_uuid: string | null;
  claim_invoice_id: string | null;
  claim_utr: string | null;
  claim_paise: string | number | null;
}

const value = {
  propertyId: sql.placeholder('propertyId'),
  today: sql.placeholder('today'),
  pattern: sql.placeholder('pattern'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** An invoice of the property, `alias`, with something outstanding (the status rule's not PAID). */
const outstanding = (alias: string) => owesSql(invoiceColumns(alias));

interface Shape {
  overdue: boolean;
  search: boolean;
  /**
   * The first page's row count, written into the statement: PostgreSQL plans a LIMIT it cannot
   * see for 10% of the rows, so it would plan the query anew for every first page; with it
   * written in, the statement's generic plan is kept.
   */
  firstPage?: number;
}

function pageQuery(shape: Shape): SQL {
  return sql`
select i.tenant_id, t.full_name, t.phone_number, t.language, r.room_number, b.bed_number,
  i.id as invoice_uuid, i.invoice_id, i.invoice_date::text as invoice_date, i.due_date::text as due_date,
  i.total_paise, i.paid_paise, d.due_paise, d.invoice_numbers,
  extract(epoch from greatest(sent.sent_at, mailed.sent_at)) * 1000 as reminded_at,
  case when mailed.sent_at is null or sent.sent_at >= mailed.sent_at then sent.channel else 'EMAIL' end
    as reminded_by,
  p.upi_id, p.name as property_name,
  claim.id as claim_id, claim.invoice_id as claim_invoice_uuid, claim.invoice_number as claim_invoice_id,
  claim.utr as claim_utr, claim.amount_paise as claim_paise
from invoices i
join properties p on p.id = i.property_id
join tenants t on t.id = i.tenant_id
left join rooms r on r.id = t.room_id
left join beds b on b.id = t.bed_id
cross join lateral (
  select sum(o.total_paise - o.paid_paise) as due_paise,
    array_agg(o.invoice_id order by o.due_date, o.invoice_id) as invoice_numbers
  from invoices o
  where o.tenant_id = i.tenant_id and o.property_id = i.property_id and ${outstanding('o')}
) d
left join lateral (
  select tr.sent_at, tr.channel from tenant_reminders tr
  where tr.tenant_id = i.tenant_id order by tr.sent_at desc limit 1
) sent on true
left join lateral (
  select max(ir.sent_at) as sent_at from invoices x join invoice_reminders ir on ir.invoice_id = x.id
  where x.tenant_id = i.tenant_id
) mailed on true
left join lateral (
  select c.id, c.invoice_id, ci.invoice_id as invoice_number, c.utr, c.amount_paise
  from payment_claims c join invoices ci on ci.id = c.invoice_id
  where c.property_id = i.property_id and c.tenant_id = i.tenant_id and c.status = 'OPEN'
  order by c.created_at, c.id limit 1
) claim on true
where i.property_id = ${value.propertyId}::uuid and ${outstanding('i')}
  and not exists (
    select 1 from invoices o
    where o.tenant_id = i.tenant_id and o.property_id = i.property_id and ${outstanding('o')}
      and o.due_date <= i.due_date and (o.due_date < i.due_date or o.id < i.id)
  )
  ${shape.overdue ? sql`and ${overdueSql(value.today, invoiceColumns('i'))}` : sql``}
  ${shape.search ? sql`and ${tenantSearchText} ilike ${value.pattern}` : sql``}
order by i.due_date, i.tenant_id
${shape.firstPage ? sql.raw(`limit ${Math.trunc(shape.firstPage)}`) : sql`limit ${value.limit} offset ${value.offset}`}`;
}

const dialect = new PgDialect();
const statements = new WeakMap<Executor, Map<string, RawStatement<DueRow>>>();

function statementFor(db: Executor, shape: Shape) {
  const name = `dues_page_${shape.overdue ? 'overdue' : 'all'}_${shape.search ? 'search' : 'list'}_${shape.firstPage ?? 'any'}`;
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map<string, RawStatement<DueRow>>()));
  let statement = byName.get(name);
  if (!statement) {
    const query = pageQuery(shape);
    statement = rawStatement<DueRow>(db, name, { toSQL: () => dialect.sqlToQuery(query) });
    byName.set(name, statement);
  }
  return statement;
}

/** A page of the current property's dues, oldest debt first (none without a current property). */
export async function listDues(
  db: Executor,
  scope: AccessScope,
  query: DuesQuery,
  day = today(),
): Promise<Page<DueRow>> {
  const propertyId = scope.currentPropertyId;
  if (!propertyId || !scope.includes(propertyId)) return emptyPage(query);
  const window = pageWindow(query);
  const statement = statementFor(db, {
    overdue: query.overdue === 'true',
    search: !!query.search,
    // a search's plan depends on its pattern, so it is planned for each page
    firstPage: window.offset === 0 && !query.search ? window.limit + 1 : undefined,
  });
  const rows = await statement({
    propertyId,
    today: day,
    pattern: query.search ? likePattern(query.search.toLowerCase()) : '',
    limit: window.limit + 1,
    offset: window.offset,
  });
  const more = rows.length > window.limit;
  const total = window.offset + Math.min(rows.length, window.limit) + (more ? 1 : 0);
  return { rows: rows.slice(0, window.limit), pagination: paginationOf(window, total) };
}

export interface DuesTotals {
  outstandingPaise: number;
  overduePaise: number;
  tenants: number;
}

/** The current property's total outstanding, overdue amount and tenants who owe: exact. */
export async function duesTotals(db: Executor, scope: AccessScope, day = today()): Promise<DuesTotals> {
  const propertyId = scope.currentPropertyId;
  if (!propertyId || !scope.includes(propertyId)) return { outstandingPaise: 0, overduePaise: 0, tenants: 0 };
  type TotalsRow = { outstanding: string | number; overdue: string | number; tenants: string | number };
  const result = (await db.execute(sql`
select coalesce(sum(i.total_paise - i.paid_paise), 0) as outstanding,
  coalesce(sum(i.total_paise - i.paid_paise) filter (where ${overdueSql(day, invoiceColumns('i'))}), 0) as overdue,
  count(distinct i.tenant_id) as tenants
from invoices i
where i.property_id = ${propertyId}::uuid and ${outstanding('i')}`)) as { rows: TotalsRow[] };
  const [row] = result.rows;
  return {
    outstandingPaise: Number(row?.outstanding ?? 0),
    overduePaise: Number(row?.overdue ?? 0),
    tenants: Number(row?.tenants ?? 0),
  };
}
