// The drizzle schema (src/db/schema) and the SQL migrations (src/db/migrations) describe the same
// database: a freshly migrated database has, column for column, constraint for constraint and index
// for index, what a database built straight from the schema has. A schema change whose migration
// was not generated, or a migration edited by hand, fails here, on PGlite and on PostgreSQL.
import type { Database } from '../src/db/client';
import { databases } from './helpers';
import { buildFromSchema, catalogue, changeBuiltSchema, differences, schemaSnapshot } from './schema-catalogue';

describe.each(databases)('the schema and the migrations on $name', (database) => {
  const opened: Database[] = [];
  const open = async (which: 'migrated' | 'empty') => {
    const db = which === 'migrated' ? await database.open() : await database.openEmpty();
    opened.push(db);
    return db;
  };
  afterAll(() => Promise.all(opened.map((db) => db.close())));

  // One database built straight from the schema for the file (the costly part); the last test changes it.
  let fromSchemaDb: Database;
  let fromSchema: string[];
  beforeAll(async () => {
    fromSchemaDb = await open('empty');
    await buildFromSchema(fromSchemaDb, schemaSnapshot());
    fromSchema = await catalogue(fromSchemaDb);
  });

  it('a migrated database is the database the schema describes', async () => {
    const migrated = await catalogue(await open('migrated'));
    expect(migrated.length).toBeGreaterThan(100);
    expect(differences(migrated, fromSchema)).toEqual([]);
  });

  it('a column changed by hand in the database is found', async () => {
    const migratedDb = await open('migrated');
    await migratedDb.db.execute('ALTER TABLE properties ALTER COLUMN invoice_due_days TYPE bigint');
    expect(differences(await catalogue(migratedDb), fromSchema)).toEqual([
      'only after the migrations: column properties.invoice_due_days bigint not null default 5',
      'only in the schema: column properties.invoice_due_days integer not null default 5',
    ]);
  });

  it('a schema change with no migration is found', async () => {
    // as if a column had been added to src/db/schema/properties.ts and `drizzle-kit generate` forgotten
    const changed = schemaSnapshot();
    const properties = changed.tables['public.properties'];
    if (!properties) throw new Error('The schema has no properties table');
    properties.columns.forgotten = { name: 'forgotten', type: 'text', primaryKey: false, notNull: false };
    await changeBuiltSchema(fromSchemaDb, schemaSnapshot(), changed);
    const found = differences(await catalogue(await open('migrated')), await catalogue(fromSchemaDb));
    expect(found).toEqual(['only in the schema: column properties.forgotten text']);
  });
});
