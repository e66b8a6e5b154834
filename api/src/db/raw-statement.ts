// A prepared read whose rows skip drizzle's row mapping, for the busiest lists: for a page of 50
// rows, mapping cell by cell cost the server more than the query itself. The query is still built
// by drizzle (typed columns and conditions, placeholders); every column it selects must be aliased
// to its key in Row (sql`${column}`.as('key')), since the driver's rows are used as they come.
import { fillPlaceholders, sql, type Query } from 'drizzle-orm';
import type { Db } from './client';
import { rowsWithTotal, type PageWindow } from './paginate';

interface Driver {
  query(
    textOrConfig: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

export type RawStatement<Row> = (values: Record<string, unknown>) => Promise<Row[]>;

const driverOf = (db: Db) => (db as unknown as { $client: Driver & { exec?: unknown } }).$client;

/**
 * A read planned with its values at every run, never with a kept plan: for a page whose OFFSET
 * decides the plan (kept for any offset, PostgreSQL's plan of a deep page across 200,000 rows
 * started parallel workers even for the 50th page: 128 ms where its own plan takes a few).
 */
export function plannedEachRun<Row>(db: Db, query: { toSQL(): Query }): RawStatement<Row> {
  const { sql: text, params } = query.toSQL();
  const driver = driverOf(db);
  return async (values) => (await driver.query(text, fillPlaceholders(params, values))).rows as Row[];
}

/** `limit`: written into the statement's text (a LIMIT PostgreSQL can see when it plans). */
export function rawStatement<Row>(
  db: Db,
  name: string,
  query: { toSQL(): Query },
  limit?: number,
): RawStatement<Row> {
  const built = query.toSQL();
  const text = limit === undefined ? built.sql : `${built.sql} limit ${Math.trunc(limit)}`;
  const { params } = built;
  const driver = driverOf(db);
  // node-postgres keeps a named statement on each connection; PGlite takes the text each time.
  const named = driver.exec === undefined;
  return async (values) => {
    const filled = fillPlaceholders(params, values);
    const result = named
      ? await driver.query({ name, text, values: filled })
      : await driver.query(text, filled);
    return result.rows as Row[];
  };
}

/**
 * The statements of one list's query shape: a page (LIMIT and OFFSET as placeholders) and the
 * first page of a given size with its LIMIT written in (`firstPage`), kept per size.
 * PostgreSQL plans a LIMIT it cannot see for 10% of the rows, so a generic plan of a many-table
 * join never wins; with the limit written in, the statement's plan is kept. `ordered` builds the
 * list's select with its ORDER BY (ending with a unique column) and no LIMIT.
 */
export function pagedStatements<Row>(
  db: Db,
  name: string,
  ordered: () => { toSQL(): Query; limit(limit: unknown): { offset(offset: unknown): { toSQL(): Query } } },
) {
  const firstPages = new Map<number, RawStatement<Row>>();
  return {
    page: rawStatement<Row>(
      db,
      `${name}_page`,
      ordered().limit(sql.placeholder('limit')).offset(sql.placeholder('offset')),
    ),
    firstPage(limit: number): RawStatement<Row> {
      let statement = firstPages.get(limit);
      if (!statement) {
        statement = rawStatement<Row>(db, `${name}_first_${limit}`, ordered(), limit);
        firstPages.set(limit, statement);
      }
      return statement;
    },
  };
}

/**
 * A list's statements per query shape, each shape built once per database handle (a handle's
 * named statements belong to its connections): `nameOf` names the shape (the statements' prefix),
 * `prepare` builds them.
 */
export function statementsPerShape<Shape, Statements>(
  nameOf: (shape: Shape) => string,
  prepare: (db: Db, shape: Shape, name: string) => Statements,
): (db: Db, shape: Shape) => Statements {
  const byDb = new WeakMap<Db, Map<string, Statements>>();
  return (db, shape) => {
    const name = nameOf(shape);
    let byName = byDb.get(db);
    if (!byName) byDb.set(db, (byName = new Map<string, Statements>()));
    let statements = byName.get(name);
    if (!statements) byName.set(name, (statements = prepare(db, shape, name)));
    return statements;
  };
}

/** A list's statements for a page: pagedStatements' and a prepared count of the whole list. */
export interface PageStatements<Row> {
  page: RawStatement<Row>;
  firstPage(limit: number): RawStatement<Row>;
  total: { execute(values: Record<string, unknown>): Promise<Array<{ total: string | number | null }>> };
}

/**
 * The rows of `window` and the list's total (rowsWithTotal): the first page by its statement with
 * the LIMIT written in unless `planEachPage` (a search, whose plan depends on its pattern).
 */
export function readPage<Row>(
  statements: PageStatements<Row>,
  window: PageWindow,
  values: Record<string, unknown>,
  planEachPage = false,
) {
  return rowsWithTotal(
    window,
    () =>
      window.offset === 0 && !planEachPage
        ? statements.firstPage(window.limit)(values)
        : statements.page({ ...values, limit: window.limit, offset: window.offset }),
    async () => Number((await statements.total.execute(values))[0]?.total ?? 0),
  );
}
