// GET /property/all-propertis: the caller's properties, newest first, each with its kept room and
// bed counts (schema/totals.ts). Like the tenants list (services/tenants/list.ts), a page is one of
// a few query shapes (scope, search), each built once per database handle and run as a prepared
// statement whose rows are used as they come: building the query and mapping 50 rows of 28
// columns cell by cell cost the server more than PostgreSQL's answer (issue 28).
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@pgportal/contracts/schemas';
import type { Property } from '@pgportal/contracts/types';
import type { Db } from '../../db/client';
import { onPage, pageWindow, paginationOf, type Page } from '../../db/paginate';
import { pagedStatements, plannedEachRun, readPage, statementsPerShape } from '../../db/raw-statement';
import { properties, propertyManagers, propertyTotals, users } from '../../db/schema';
import { fileRef } from '../files/uploads';
import type { AccessScope } from '../access';
import { likePattern } from '../db-helpers';
import { counts, PRESENTED_COLUMNS, presentProperty, type CountedRow } from './read';

interface Shape {
  /** false: an admin's scope, every property */
  scoped: boolean;
  search: boolean;
}

const placeholder = {
  propertyIds: sql.placeholder('propertyIds'),
  pattern: sql.placeholder('pattern'),
};

/** Each presented column aliased to its key, as rawStatement needs. */
const listColumns = {
  ...Object.fromEntries(PRESENTED_COLUMNS.map((key) => [key, sql`${properties[key]}`.as(key)])),
  totalRooms: sql`${counts.totalRooms}`.as('totalRooms'),
  totalBeds: sql`${counts.totalBeds}`.as('totalBeds'),
  occupiedBeds: sql`${counts.occupiedBeds}`.as('occupiedBeds'),
  // in the page's own statement, where it was a second round trip after the page (issue 28)
  managers: sql`coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'avatar', u.avatar)
      order by pm.created_at, u.id)
    from ${propertyManagers} pm join ${users} u on u.id = pm.user_id
    where pm.property_id = ${properties.id} and u.deleted_at is null), '[]'::json)`.as('managers'),
};

/** A manager as the statement's JSON has it. */
interface ManagerJson {
  id: string;
  name: string;
  avatar: string | null;
}

const whereOf = (shape: Shape): SQL | undefined =>
  and(
    isNull(properties.deletedAt),
    shape.scoped ? sql`${properties.id} = any(${placeholder.propertyIds}::uuid[])` : undefined,
    shape.search
      ? or(
          sql`${properties.name} ilike ${placeholder.pattern}`,
          sql`${properties.address}->>'city' ilike ${placeholder.pattern}`,
        )
      : undefined,
  );

/** As the driver answers: a bigint may come as a string, a count as a string or a number. */
type RawRow = Omit<CountedRow, 'lateFeeAmountPaise' | 'lateFeeCapPaise' | 'electricityRatePaise'> & {
  lateFeeAmountPaise: number | string;
  lateFeeCapPaise: number | string;
  electricityRatePaise: number | string;
  managers: ManagerJson[];
};

const counted = (row: RawRow): CountedRow => ({
  ...row,
  lateFeeAmountPaise: Number(row.lateFeeAmountPaise),
  lateFeeCapPaise: Number(row.lateFeeCapPaise),
  electricityRatePaise: Number(row.electricityRatePaise),
  totalRooms: Number(row.totalRooms),
  totalBeds: Number(row.totalBeds),
  occupiedBeds: Number(row.occupiedBeds),
});

const newestFirst = [desc(properties.createdAt), desc(properties.id)];

function prepareShape(db: Db, shape: Shape, name: string) {
  const ordered = (where = whereOf(shape)) =>
    db
      .select(listColumns)
      .from(properties)
      .leftJoin(propertyTotals, eq(propertyTotals.propertyId, properties.id))
      .where(where)
      .orderBy(...newestFirst);
  return {
    ...pagedStatements<RawRow>(db, name, ordered),
    // a page past the first (or a search): its properties' ids first, then their totals and managers
    page: plannedEachRun<RawRow>(
      db,
      ordered(onPage(db, properties.id, properties, whereOf(shape), newestFirst)),
    ),
    total: db
      .select({ total: sql<string>`count(*)` })
      .from(properties)
      .where(whereOf(shape))
      .prepare(`${name}_count`),
  };
}

const statementsFor = statementsPerShape(
  (shape: Shape) => `properties_${shape.scoped ? 'scoped' : 'all'}_${shape.search ? 'search' : 'list'}`,
  prepareShape,
);

/** The caller's properties, newest first; search by name or city. */
export async function listProperties(db: Db, scope: AccessScope, query: ListQuery): Promise<Page<Property>> {
  const shape: Shape = { scoped: scope.propertyIds !== 'all', search: !!query.search };
  const statements = statementsFor(db, shape);
  const values = {
    propertyIds: scope.propertyIds === 'all' ? [] : [...scope.propertyIds],
    pattern: query.search ? likePattern(query.search) : '',
  };
  const window = pageWindow(query);
  const { rows: raw, total } = await readPage(statements, window, values, shape.search);
  return {
    pagination: paginationOf(window, total),
    rows: raw.map((row) =>
      presentProperty(
        counted(row),
        row.managers.map((manager) => ({
          _id: manager.id,
          name: manager.name,
          avatar: fileRef(manager.avatar),
        })),
        scope,
      ),
    ),
  };
}
