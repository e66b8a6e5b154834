// Migration 0040 masks the passport, voter ID, driving licence and other numbers stored whole
// before issue 45, exactly as the API now masks them, on both databases; running it again changes nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { maskIdProof } from '@pgportal/contracts/schemas';
import type { Database } from '../src/db/client';
import { legalDocuments } from '../src/db/schema';
import { addProperty, addTenant } from './fixtures';
import { databases } from './helpers';

const MIGRATION = join(__dirname, '../src/db/migrations/0040_tenant_aadhaar.sql');
const MASKING = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint').at(-1)!;

describe.each(databases)('ID numbers masking migration on $name', (database) => {
  let opened: Database;
  beforeAll(async () => {
    opened = await database.open();
  });
  afterAll(() => opened.close());

  it('masks every kind but Aadhaar (masked already) as the API does, and is idempotent', async () => {
    const { db } = opened;
    const tenantId = await addTenant(db, 'mask.migration@example.com', await addProperty(db, 'Mask PG'));
    const before: Array<[(typeof legalDocuments.$inferInsert)['type'], string]> = [
      ['PASSPORT', 'K1234567'],
      ['VOTER_ID', 'abc/1234567'],
      ['DRIVING_LICENSE', 'DL-14 2011 0012345'],
      ['OTHER', 'P9'],
      ['AADHAR', 'XXXX XXXX 9012'],
    ];
    await db.insert(legalDocuments).values(before.map(([type, number]) => ({ tenantId, type, number })));
    const read = async () =>
      (await db.select().from(legalDocuments).where(eq(legalDocuments.tenantId, tenantId)))
        .map((row) => `${row.type} ${row.number}`)
        .sort();
    await db.execute(sql.raw(MASKING));
    const expected = before.map(([type, number]) => `${type} ${maskIdProof(type, number)}`).sort();
    expect(await read()).toEqual(expected);
    expect(expected).toContain('PASSPORT XXXX4567');
    await db.execute(sql.raw(MASKING));
    expect(await read()).toEqual(expected);
  });
});
