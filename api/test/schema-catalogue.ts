// What the drizzle schema and the SQL migrations must agree on, read from a database's catalogue:
// the public schema's tables, columns (type, null, default, identity), constraints, indexes and
// enums, one line each. Functions and triggers are written by hand in migrations (maintained
// totals) and have no drizzle form, so they are not compared.
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';

const CATALOGUE = sql.raw(`
  SELECT 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
      || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
      || CASE WHEN a.attidentity <> '' THEN ' identity ' || a.attidentity::text ELSE '' END
      || CASE WHEN a.attgenerated <> '' THEN ' generated' ELSE '' END AS line
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid AND c.relkind IN ('r', 'p')
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
   WHERE a.attnum > 0 AND NOT a.attisdropped
  UNION ALL
  SELECT 'constraint ' || c.relname || '.' || k.conname || ' ' || pg_get_constraintdef(k.oid)
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
   -- NOT NULL is the column's (PostgreSQL 18 also lists it here, named after the column's first name)
   WHERE k.contype <> 'n'
  UNION ALL
  SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
  UNION ALL
  SELECT 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
    FROM pg_type t
    JOIN pg_enum e ON e.enumtypid = t.oid
    JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = 'public'
   GROUP BY t.typname
`);

/** The database's structure, one sorted line per column, constraint, index and enum. */
export async function catalogue(database: Database): Promise<string[]> {
  // both drivers answer { rows }; the Db type leaves the answer unknown
  const { rows } = (await database.db.execute(CATALOGUE)) as { rows: Array<{ line: string }> };
  return rows.map((row) => row.line).sort();
}

/** The drizzle schema as drizzle-kit sees it (what `drizzle-kit generate` diffs against). */
export const schemaSnapshot = (): DrizzleSnapshotJSON => generateDrizzleJson(schema);

/**
 * Builds an empty database straight from a schema snapshot, with the statements drizzle-kit would
 * write for it from nothing (pg_trgm first: an index of the schema needs it, as migration 0003 does).
 */
export async function buildFromSchema(database: Database, snapshot: DrizzleSnapshotJSON): Promise<void> {
  const statements = await generateMigration(generateDrizzleJson({}), snapshot);
  await database.db.execute(sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm'));
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

/** Brings a database built from snapshot `from` to snapshot `to`, as a generated migration would. */
export async function changeBuiltSchema(
  database: Database,
  from: DrizzleSnapshotJSON,
  to: DrizzleSnapshotJSON,
): Promise<void> {
  for (const statement of await generateMigration(from, to)) await database.db.execute(sql.raw(statement));
}

/** Lines only one side has, each marked with where it is: an empty list when they agree. */
export function differences(migrated: string[], fromSchema: string[]): string[] {
  const inSchema = new Set(fromSchema);
  const inMigrations = new Set(migrated);
  return [
    ...migrated.filter((line) => !inSchema.has(line)).map((line) => `only after the migrations: ${line}`),
    ...fromSchema.filter((line) => !inMigrations.has(line)).map((line) => `only in the schema: ${line}`),
  ];
}
