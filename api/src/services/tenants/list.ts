// GET /tenant/: the tenants list and its search, the staff's busiest read. A page is one of a few
// query shapes (scope, search, assigned filter), each built once per database handle and run as a
// prepared statement whose rows are used as they come; its total comes from the kept counts
// (schema/totals.ts) unless a search needs a count of its matches.
import { and, desc, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@pgportal/contracts/schemas';
import type { Db } from '../../db/client';
import { pageWindow, paginationOf, type Page } from '../../db/paginate';
import { rawStatement, type RawStatement } from '../../db/raw-statement';
import { tenantCounts, tenants, tenantSearchText } from '../../db/schema';
import type { AccessScope } from '../access';
import { likePattern } from '../db-helpers';
import { selectTenantListRows, type TenantListRow } from './read';

export interface TenantListQuery extends ListQuery {
  /** 'false': only tenants on no bed (the assign form's picker); 'true': only those on one */
  assigned?: 'true' | 'false';
}

interface Shape {
  /** false: an admin's scope, every property */
  scoped: boolean;
  search: boolean;
  assigned: TenantListQuery['assigned'];
}

const placeholder = {
  propertyIds: sql.placeholder('propertyIds'),
  pattern: sql.placeholder('pattern'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** A property column limited to the caller's properties (one array placeholder, any number of them). */
const inScope = (column: AnyPgColumn) => sql`${column} = any(${placeholder.propertyIds}::uuid[])`;

function whereOf(shape: Shape): SQL | undefined {
  return and(
    isNull(tenants.deletedAt),
    shape.scoped ? inScope(tenants.propertyId) : undefined,
    // The exact indexed expression (pg_trgm), so the search index serves it.
    shape.search ? sql`${tenantSearchText} ilike ${placeholder.pattern}` : undefined,
    shape.assigned === 'false' ? isNull(tenants.bedId) : undefined,
    shape.assigned === 'true' ? isNotNull(tenants.bedId) : undefined,
  );
}

/** The total of a list without a search: the sum of the kept counts of the properties in scope. */
function keptTotal(db: Db, shape: Shape) {
  const column =
    shape.assigned === 'true'
      ? tenantCounts.assigned
      : shape.assigned === 'false'
        ? sql`${tenantCounts.live} - ${tenantCounts.assigned}`
        : tenantCounts.live;
  return db
    .select({ total: sql<string | null>`sum(${column})` })
    .from(tenantCounts)
    .where(shape.scoped ? inScope(tenantCounts.propertyId) : undefined);
}

function prepareShape(db: Db, shape: Shape, name: string) {
  const where = whereOf(shape);
  const ordered = () =>
    selectTenantListRows(db, where, true).orderBy(desc(tenants.createdAt), desc(tenants.id));
  const firstPages = new Map<number, RawStatement<TenantListRow>>();
  return {
    page: rawStatement<TenantListRow>(
      db,
      `${name}_page`,
      ordered().limit(placeholder.limit).offset(placeholder.offset),
    ),
    all: rawStatement<TenantListRow>(db, `${name}_all`, ordered()),
    /**
     * The first page of `limit` rows (the page asked for most), with the limit written into the
     * statement: PostgreSQL plans a LIMIT it cannot see for 10% of the rows, so it would plan the
     * four-table join anew for every page; with it written in, the statement's plan is kept.
     */
    firstPage(limit: number) {
      let statement = firstPages.get(limit);
      if (!statement) {
        statement = rawStatement<TenantListRow>(db, `${name}_first_${limit}`, ordered(), limit);
        firstPages.set(limit, statement);
      }
      return statement;
    },
    total: shape.search
      ? db
          .select({ total: sql<string>`count(*)` })
          .from(tenants)
          .where(where)
          .prepare(`${name}_count`)
      : keptTotal(db, shape).prepare(`${name}_count`),
  };
}

type Statements = ReturnType<typeof prepareShape>;
const preparedShapes = new WeakMap<Db, Map<string, Statements>>();

function statementsFor(db: Db, shape: Shape) {
  const name = `tenants_${shape.scoped ? 'scoped' : 'all'}_${shape.search ? 'search' : 'list'}_${shape.assigned ?? 'any'}`;
  let byName = preparedShapes.get(db);
  if (!byName) preparedShapes.set(db, (byName = new Map<string, Statements>()));
  let statements = byName.get(name);
  if (!statements) byName.set(name, (statements = prepareShape(db, shape, name)));
  return statements;
}

/** Live tenants in the caller's scope, newest first; `search` matches name, e-mail or phone. */
export async function listTenants(
  db: Db,
  scope: AccessScope,
  query: TenantListQuery,
): Promise<Page<TenantListRow>> {
  const shape: Shape = {
    scoped: scope.propertyIds !== 'all',
    search: !!query.search,
    assigned: query.assigned,
  };
  const statements = statementsFor(db, shape);
  const values = {
    propertyIds: scope.propertyIds === 'all' ? [] : [...scope.propertyIds],
    pattern: query.search ? likePattern(query.search.toLowerCase()) : '',
  };
  const window = pageWindow(query);
  if (!window) return { rows: await statements.all(values), pagination: null };
  const [rows, [counted]] = await Promise.all([
    // a search's plan depends on its pattern, so it is planned for each page
    window.offset === 0 && !shape.search
      ? statements.firstPage(window.limit)(values)
      : statements.page({ ...values, limit: window.limit, offset: window.offset }),
    statements.total.execute(values),
  ]);
  return { rows, pagination: paginationOf(window, Number(counted?.total ?? 0)) };
}
