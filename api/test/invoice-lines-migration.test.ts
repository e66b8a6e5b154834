// Migration 0016's hand-written part on rows of the old shape (invoices without lines, moves'
// rent_credits): every invoice gets lines summing to its unchanged total (RENT: rent and meals
// apart where the assignment tells them, the credits it took as DEDUCTION lines; ADVANCE; the
// ADJUSTMENT's OTHER line), and every credit becomes a DEDUCTION charge, pending or billed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { charges, invoiceLines, invoices } from '../src/db/schema';
import { addBeds, assign } from './billing-fixtures';
import { linesOfInvoice, totalsOffLines } from './charges-fixtures';
import { addProperty, addTenant } from './fixtures';
import { databases } from './helpers';

const MIGRATION = join(__dirname, '../src/db/migrations/0017_invoice-lines-and-charges.sql');
const handWritten = () => readFileSync(MIGRATION, 'utf8').split('-- hand-written')[1]!;

describe.each(databases)('invoice lines migration on $name', (database) => {
  let opened: Database;
  beforeAll(async () => {
    opened = await database.open();
  });
  afterAll(() => opened.close());

  it('gives every old invoice its lines, totals unchanged, and makes credits charges', async () => {
    const { db } = opened;
    const propertyId = await addProperty(db, 'Old Lines PG');
    const [withMeals, plain] = await addBeds(db, propertyId, 2);
    const first = await addTenant(db, 'old-lines-1@example.com', propertyId);
    const second = await addTenant(db, 'old-lines-2@example.com', propertyId);
    await assign(db, {
      tenantId: first,
      bedId: withMeals!,
      startDate: '2026-03-10',
      rent: 8000,
      meals: 1500,
      advance: 5000,
    });
    await assign(db, { tenantId: second, bedId: plain!, startDate: '2026-03-10', rent: 7000 });
    const mine = await db
      .select()
      .from(invoices)
      .where(inArray(invoices.tenantId, [first, second]));
    const rentOf = (tenantId: string) =>
      mine.find((row) => row.tenantId === tenantId && row.type === 'RENT')!;
    const advance = mine.find((row) => row.type === 'ADVANCE')!;
    const [adjustment] = await db
      .insert(invoices)
      .values({
        ...advance,
        id: undefined,
        invoiceId: 'INV-2026-999001',
        type: 'ADJUSTMENT',
        totalPaise: 12_345,
      })
      .returning();
    // The old shape: no lines; the second tenant's RENT took a ₹300 credit, and ₹200 is still open.
    await db
      .delete(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, [...mine.map((row) => row.id), adjustment!.id]));
    await db
      .update(invoices)
      .set({ totalPaise: 700_000 - 30_000 })
      .where(eq(invoices.id, rentOf(second).id));
    await db.execute(sql`CREATE TABLE "rent_credits" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL, "tenant_id" uuid NOT NULL,
      "amount_paise" bigint NOT NULL, "note" text DEFAULT '' NOT NULL, "invoice_id" uuid,
      "created_by" uuid, "created_at" timestamp with time zone DEFAULT now() NOT NULL)`);
    await db.execute(sql`INSERT INTO "rent_credits" ("tenant_id", "amount_paise", "note", "invoice_id", "created_at")
      VALUES (${second}, 30000, 'Moved on 2026-03-20', ${rentOf(second).id}, now() - interval '1 day'),
             (${second}, 20000, '', NULL, now())`);

    for (const statement of handWritten().split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }

    expect(await linesOfInvoice(db, rentOf(first).id)).toEqual([
      { kind: 'RENT', amountPaise: 800_000, chargeId: null },
      { kind: 'MEALS', amountPaise: 150_000, chargeId: null },
    ]);
    expect(await linesOfInvoice(db, advance.id)).toEqual([
      { kind: 'ADVANCE', amountPaise: 500_000, chargeId: null },
    ]);
    expect(await linesOfInvoice(db, adjustment!.id)).toEqual([
      { kind: 'OTHER', amountPaise: 12_345, chargeId: null },
    ]);
    const credits = await db.select().from(charges).where(eq(charges.tenantId, second));
    const taken = credits.find((row) => row.invoiceId)!;
    expect(credits.map((row) => [row.kind, row.amountPaise, row.invoiceId]).sort()).toEqual(
      [
        ['DEDUCTION', -30_000, rentOf(second).id],
        ['DEDUCTION', -20_000, null],
      ].sort(),
    );
    expect(await linesOfInvoice(db, rentOf(second).id)).toEqual([
      { kind: 'RENT', amountPaise: 700_000, chargeId: null },
      { kind: 'DEDUCTION', amountPaise: -30_000, chargeId: taken.id },
    ]);
    expect(await totalsOffLines(db, [first, second])).toEqual([]);
    await expect(db.execute(sql`select 1 from "rent_credits"`)).rejects.toThrow(/rent_credits/);
  });
});
