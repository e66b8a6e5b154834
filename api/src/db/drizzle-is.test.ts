// drizzle's `is()` is patched (patches/drizzle-orm+0.45.4.patch) to gather each class's entity kinds
// once: it must answer exactly as the published one, written out here, for every drizzle entity the
// portal builds queries from, plain values, and a class of another copy of drizzle (same kind).
import fc from 'fast-check';
import { Column, entityKind, is, Param, Placeholder, SQL, sql, StringChunk, Table, View } from 'drizzle-orm';
import { PgColumn, PgTable, pgTable, text, integer, alias } from 'drizzle-orm/pg-core';
import { tenants } from './schema';

/** An entity class as `is` takes it. */
type Entity = Parameters<typeof is>[1];

/** drizzle-orm 0.45.4's `is`, as published. */
function publishedIs(value: unknown, type: Entity): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof (type as abstract new () => unknown)) return true;
  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) throw new Error('not a drizzle entity');
  let cls = Object.getPrototypeOf(value).constructor as Record<symbol, unknown> | undefined;
  while (cls) {
    if (entityKind in cls && cls[entityKind] === (type as unknown as Record<symbol, unknown>)[entityKind])
      return true;
    cls = Object.getPrototypeOf(cls) as Record<symbol, unknown> | undefined;
  }
  return false;
}

const rooms = pgTable('rooms_for_is', { id: text('id').primaryKey(), floor: integer('floor') });
/** A column of another copy of drizzle: a class of its own that declares the same kind. */
class OtherCopySql {
  static readonly [entityKind] = 'SQL';
}

const VALUES: unknown[] = [
  sql`select 1`,
  sql`${rooms.id} = ${'a'}`,
  rooms,
  rooms.id,
  rooms.floor,
  tenants,
  tenants.fullName,
  alias(rooms, 'r'),
  new Param(5),
  sql.placeholder('limit'),
  new StringChunk('select'),
  sql`count(*)`.as('total'),
  sql.raw('1'),
  new OtherCopySql(),
  {},
  [],
  'text',
  7,
  null,
  undefined,
  new Date(0),
];
const TYPES: Entity[] = [
  SQL,
  SQL.Aliased,
  Column,
  PgColumn,
  Table,
  PgTable,
  Param,
  Placeholder,
  StringChunk,
  View,
];

describe('drizzle is() as patched', () => {
  it('answers as the published is() for every value and entity class, in any order of calls', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(VALUES.length - 1), fc.nat(TYPES.length - 1)), {
          minLength: 1,
          maxLength: 60,
        }),
        (calls) => {
          for (const [value, type] of calls) {
            expect([VALUES[value], TYPES[type], is(VALUES[value], TYPES[type]!)]).toEqual([
              VALUES[value],
              TYPES[type],
              publishedIs(VALUES[value], TYPES[type]!),
            ]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('knows a class of another copy of drizzle by its kind, and refuses a class that is no entity', () => {
    expect(is(new OtherCopySql(), SQL)).toBe(true);
    expect(is(rooms.id, SQL)).toBe(false);
    class NotAnEntity {}
    expect(() => is(rooms, NotAnEntity as unknown as Entity)).toThrow(/doesn't look like a Drizzle entity/);
    expect(is(new NotAnEntity(), NotAnEntity as unknown as Entity)).toBe(true);
  });
});
