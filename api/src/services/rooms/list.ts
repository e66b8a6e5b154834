// GET /room/ (every room in scope) and GET /room/property/{id} (one property's): ordered by
// property, floor and room number; search matches the room number. A page is one statement: the
// rooms with their beds and occupants as a JSON array per room, where it was the rooms, then their
// beds (two round trips one after the other, each built by drizzle per request). Like the tenants
// list (services/tenants/list.ts), each query shape (scope, property, search) is built once per
// database handle and run as a prepared statement whose rows are used as they come (issue 28).
import { and, asc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListQuery } from '@pgportal/contracts/schemas';
import type { Amenity, Bed, Room } from '@pgportal/contracts/types';
import type { Db } from '../../db/client';
import { pageWindow, paginationOf, type Page } from '../../db/paginate';
import { pagedStatements, rawStatement, readPage, statementsPerShape } from '../../db/raw-statement';
import { beds, properties, propertyTotals, rooms } from '../../db/schema';
import type { AccessScope } from '../access';
import { likePattern } from '../db-helpers';
import { fileRef } from '../files/uploads';
import { toRupees } from '../money';
import { invoiceColumns, owesSql } from '../payments/status';

interface Shape {
  /** false: an admin's scope, every property */
  scoped: boolean;
  /** one property's rooms (GET /room/property/{id}) */
  property: boolean;
  search: boolean;
}

const placeholder = {
  propertyIds: sql.placeholder('propertyIds'),
  propertyId: sql.placeholder('propertyId'),
  pattern: sql.placeholder('pattern'),
};

/** A bed as the statement's JSON has it. */
interface BedJson {
  id: string;
  bedNumber: number;
  occupantId: string | null;
  fullName: string | null;
  phoneNumber: string | null;
  profilePhoto: string | null;
  /** what the occupant owes, in paise */
  due: string;
  leavesOn: string | null;
}

interface RoomListRow {
  id: string;
  propertyId: string;
  propertyName: string;
  roomNumber: string;
  floor: number;
  bedCapacity: number;
  roomImage: string | null;
  amenities: Amenity[];
  createdAt: Date | string;
  updatedAt: Date | string;
  beds: BedJson[];
}

/**
 * The room's live beds in bed-number order, each with its occupant, what they owe (the open part
 * of their invoices not yet paid) and the move-out date of their standing notice (issue 24).
 */
const bedsOfRoom = (roomId: SQLWrapper) => sql`coalesce((select json_agg(json_build_object(
    'id', b.id, 'bedNumber', b.bed_number, 'occupantId', t.id, 'fullName', t.full_name,
    'phoneNumber', t.phone_number, 'profilePhoto', t.profile_photo,
    'due', (select coalesce(sum(i.total_paise - i.paid_paise), 0)::text
      from invoices i where i.tenant_id = t.id and ${owesSql(invoiceColumns('i'))}),
    'leavesOn', (select n.move_out_date::text from tenant_notices n
      where n.tenant_id = t.id and n.withdrawn_at is null and n.completed_at is null)
  ) order by b.bed_number, b.id)
  from ${beds} b left join tenants t on t.id = b.occupant_id
  where b.room_id = ${roomId} and b.deleted_at is null), '[]'::json)`;

const roomColumns = {
  id: sql<string>`${rooms.id}`.as('id'),
  propertyId: sql<string>`${rooms.propertyId}`.as('propertyId'),
  propertyName: sql<string>`${properties.name}`.as('propertyName'),
  roomNumber: sql<string>`${rooms.roomNumber}`.as('roomNumber'),
  floor: sql<number>`${rooms.floor}`.as('floor'),
  bedCapacity: sql<number>`${rooms.bedCapacity}`.as('bedCapacity'),
  roomImage: sql<string | null>`${rooms.roomImage}`.as('roomImage'),
  amenities: sql<Amenity[]>`${rooms.amenities}`.as('amenities'),
  createdAt: sql<Date>`${rooms.createdAt}`.as('createdAt'),
  updatedAt: sql<Date>`${rooms.updatedAt}`.as('updatedAt'),
};

const whereOf = (shape: Shape): SQL | undefined =>
  and(
    isNull(rooms.deletedAt),
    isNull(properties.deletedAt),
    shape.scoped ? sql`${rooms.propertyId} = any(${placeholder.propertyIds}::uuid[])` : undefined,
    shape.property ? sql`${rooms.propertyId} = ${placeholder.propertyId}::uuid` : undefined,
    shape.search ? sql`${rooms.roomNumber} ilike ${placeholder.pattern}` : undefined,
  );

/** The live rooms of the live properties in scope, from the kept counts (schema/totals.ts). */
const keptTotal = (db: Db, shape: Shape) =>
  db
    .select({ total: sql<string | null>`sum(${propertyTotals.totalRooms})` })
    .from(propertyTotals)
    .innerJoin(properties, eq(properties.id, propertyTotals.propertyId))
    .where(
      and(
        isNull(properties.deletedAt),
        shape.scoped
          ? sql`${propertyTotals.propertyId} = any(${placeholder.propertyIds}::uuid[])`
          : undefined,
        shape.property ? sql`${propertyTotals.propertyId} = ${placeholder.propertyId}::uuid` : undefined,
      ),
    );

const countOf = (db: Db, shape: Shape) =>
  db
    .select({ total: sql<string>`count(*)` })
    .from(rooms)
    .innerJoin(properties, eq(properties.id, rooms.propertyId))
    .where(whereOf(shape));

/** The list's order: by property, then floor, then room number as people count (2 before 10). */
const roomOrder = [
  asc(properties.name),
  asc(properties.id),
  asc(rooms.floor),
  asc(sql`length(${rooms.roomNumber})`),
  asc(rooms.roomNumber),
  asc(rooms.id),
];

function prepareShape(db: Db, shape: Shape, name: string) {
  const roomsInOrder = () =>
    db
      .select(roomColumns)
      .from(rooms)
      .innerJoin(properties, eq(properties.id, rooms.propertyId))
      .where(whereOf(shape))
      .orderBy(...roomOrder);
  const ordered = () =>
    db
      .select({ ...roomColumns, beds: bedsOfRoom(rooms.id).as('beds') })
      .from(rooms)
      .innerJoin(properties, eq(properties.id, rooms.propertyId))
      .where(whereOf(shape))
      .orderBy(...roomOrder);
  /**
   * A page past the first: its rooms first (a subquery with the LIMIT and OFFSET), then their beds.
   * The beds in the same SELECT as an OFFSET are read for every row skipped too (123 ms at offset
   * 4,000 on the bench data instead of 8).
   */
  const page = roomsInOrder().limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).as('page');
  const pageWithBeds = db
    .select({
      id: page.id,
      propertyId: page.propertyId,
      propertyName: page.propertyName,
      roomNumber: page.roomNumber,
      floor: page.floor,
      bedCapacity: page.bedCapacity,
      roomImage: page.roomImage,
      amenities: page.amenities,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      beds: bedsOfRoom(sql.raw('"page"."id"')).as('beds'),
    })
    .from(page)
    .orderBy(
      asc(page.propertyName),
      asc(page.propertyId),
      asc(page.floor),
      asc(sql`length(${page.roomNumber})`),
      asc(page.roomNumber),
      asc(page.id),
    );
  return {
    ...pagedStatements<RoomListRow>(db, name, ordered),
    page: rawStatement<RoomListRow>(db, `${name}_page`, pageWithBeds),
    /** one property's rooms, every one (the property's own page, GET /property/{id}) */
    every: rawStatement<RoomListRow>(db, `${name}_every`, ordered()),
    total: (shape.search ? countOf(db, shape) : keptTotal(db, shape)).prepare(`${name}_count`),
  };
}

const statementsFor = statementsPerShape(
  (shape: Shape) =>
    `rooms_${shape.scoped ? 'scoped' : 'all'}_${shape.property ? 'property' : 'any'}_${shape.search ? 'search' : 'list'}`,
  prepareShape,
);

const presentBed = (bed: BedJson): Bed => ({
  _id: bed.id,
  bedNumber: bed.bedNumber,
  isOccupied: bed.occupantId !== null,
  occupant:
    bed.occupantId === null
      ? null
      : {
          _id: bed.occupantId,
          fullName: bed.fullName ?? '',
          phoneNumber: bed.phoneNumber ?? '',
          profilePhoto: fileRef(bed.profilePhoto),
          dueAmount: toRupees(bed.due),
          leavesOn: bed.leavesOn,
        },
});

function presentRoom(row: RoomListRow): Room {
  const roomBeds = row.beds.map(presentBed);
  return {
    _id: row.id,
    roomNumber: row.roomNumber,
    floor: row.floor,
    bedCapacity: row.bedCapacity,
    propertyId: { _id: row.propertyId, name: row.propertyName },
    roomImage: fileRef(row.roomImage),
    amenities: row.amenities,
    beds: roomBeds,
    occupiedBeds: roomBeds.filter((bed) => bed.isOccupied).length,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const valuesOf = (scope: AccessScope, propertyId: string | null, search?: string) => ({
  propertyIds: scope.propertyIds === 'all' ? [] : [...scope.propertyIds],
  propertyId,
  pattern: search ? likePattern(search) : '',
});

/** The rooms in scope (of one property when `propertyId` is given), with their beds. */
export async function listRooms(
  db: Db,
  scope: AccessScope,
  query: ListQuery,
  propertyId?: string,
): Promise<Page<Room>> {
  const shape: Shape = {
    scoped: scope.propertyIds !== 'all',
    property: !!propertyId,
    search: !!query.search,
  };
  const statements = statementsFor(db, shape);
  const values = valuesOf(scope, propertyId ?? null, query.search);
  const window = pageWindow(query);
  const { rows, total } = await readPage(statements, window, values, shape.search);
  return { rows: rows.map(presentRoom), pagination: paginationOf(window, total) };
}

/** Every room of one property in scope, with its beds, in the list's order (a property's page). */
export async function roomsOfProperty(db: Db, scope: AccessScope, propertyId: string): Promise<Room[]> {
  const statements = statementsFor(db, {
    scoped: scope.propertyIds !== 'all',
    property: true,
    search: false,
  });
  const rows = await statements.every(valuesOf(scope, propertyId));
  return rows.map(presentRoom);
}
