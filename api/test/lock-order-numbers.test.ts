// The lock order of LOCK_ORDER (db/lock-order.ts): the year's invoice and receipt numbers before
// the maintained totals. Every transaction that issues invoices or records payments holds its
// numbers before its first write under a property's totals (payments/hold-numbers.ts); one that
// wrote a bed's occupant, a notice or a meal credit first would hold the totals while it waited for
// a number that another transaction of the property holds while it waits for those totals: a
// deadlock. Checked exactly, on PostgreSQL (the embedded database has one connection, so nothing
// waits there): another transaction holds the numbers, the call is started and waits, and then the
// property's totals must still be free; once the numbers are released the call answers as usual.
import { and, eq, sql } from 'drizzle-orm';
import { invoices } from '../src/db/schema';
import { staffScope } from '../src/services/access';
import { today } from '../src/services/calendar';
import { moveTenant } from '../src/services/moves/move';
import { withdrawNotice } from '../src/services/notices/write';
import { importStatement } from '../src/services/statements/import';
import { findStaff } from '../src/services/users/read';
import { exitCalls, giveNotice, seatedTenant } from './exits-fixtures';
import { userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { addPropertyVia, addRoomVia, addTenantRow, assign, assignPayload } from './properties-fixtures';

const onPostgres = databases.filter((database) => database.name === 'postgres');
type Numbers = 'invoice_sequences' | 'receipt_sequences';

(onPostgres.length ? describe.each(onPostgres) : describe.skip.each(databases))(
  'numbers before totals on $name',
  (database) => {
    let t: TestApp;
    let admin: string;
    let propertyId: string;

    beforeAll(async () => {
      t = await createTestApp(database);
      admin = await t.cookieFor('staff', 'admin@example.com');
      propertyId = await addPropertyVia(t, admin, 'Lock Order PG');
    });
    afterAll(() => t.close());

    const scope = async () =>
      staffScope((await findStaff(t.database.db, await userId(t.database.db, 'admin@example.com')))!);
    const count = async (query: ReturnType<typeof sql>) => {
      const result: unknown = await t.database.db.execute(query);
      return Number((result as { rows: Array<{ n: number }> }).rows[0]!.n);
    };

    /** Whether another transaction could lock the property's totals now (no one holds them). */
    const totalsFree = () =>
      t.database.db.transaction(async (tx) => {
        try {
          await tx.execute(
            sql`select 1 from property_totals where property_id = ${propertyId}::uuid for update nowait`,
          );
          await tx.execute(
            sql`select 1 from tenant_counts where property_id = ${propertyId}::uuid for update nowait`,
          );
          return true;
        } catch {
          return false;
        }
      });

    /**
     * Runs `call` while another transaction holds this year's `numbers`: answers whether the
     * property's totals were free while the call waited, and the call's own answer.
     */
    async function whileNumbersHeld<T>(numbers: Numbers, call: () => Promise<T>) {
      const year = Number(today().slice(0, 4));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const table = sql.identifier(numbers);
      const blocker = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${table} (year, last_number) values (${year}, 0)
          on conflict (year) do update set last_number = ${table}.last_number`);
        held();
        await released;
      });
      await holding;
      try {
        expect(await totalsFree()).toBe(true);
        let done = false;
        const answer = call().finally(() => (done = true));
        const waiting = sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`;
        while (!done && (await count(waiting)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        // a call that finished without waiting did not take the numbers first: it must have
        expect({ waitedForTheNumbers: !done }).toEqual({ waitedForTheNumbers: true });
        const free = await totalsFree();
        release();
        return { free, answer: await answer };
      } finally {
        release();
        await blocker;
      }
    }

    it('assigns a bed: the invoice numbers are held before the bed and the tenant change', async () => {
      const room = await addRoomVia(t, admin, propertyId, 'A1', 2);
      await addTenantRow(t, propertyId); // the property's tenant counts exist
      const tenantId = await addTenantRow(t, propertyId);
      const { free, answer } = await whileNumbersHeld('invoice_sequences', () =>
        assign(t, admin, assignPayload(tenantId, room, 1)),
      );
      expect([free, answer.statusCode]).toEqual([true, 200]);
    });

    it('moves a tenant: the numbers before the beds change', async () => {
      const { tenantId } = await seatedTenant(t, admin, propertyId);
      const to = await addRoomVia(t, admin, propertyId, 'M1', 1);
      const { free, answer } = await whileNumbersHeld('invoice_sequences', async () =>
        moveTenant(t.database.db, await scope(), await userId(t.database.db, 'admin@example.com'), tenantId, {
          bedId: to.bedIds[0]!,
          rent: 9000,
          mealCost: 0,
          prorate: true,
        }),
      );
      expect(free).toBe(true);
      expect(answer).toBeTruthy();
    });

    it('withdraws a notice: the numbers before the notice changes', async () => {
      const { tenantId } = await seatedTenant(t, admin, propertyId);
      await giveNotice(t, tenantId, propertyId, 20);
      const { free } = await whileNumbersHeld('invoice_sequences', async () =>
        withdrawNotice(t.database.db, await scope(), tenantId),
      );
      expect(free).toBe(true);
    });

    it('settles an exit: the invoice and receipt numbers before anything is written', async () => {
      const calls = exitCalls(t);
      for (const numbers of ['invoice_sequences', 'receipt_sequences'] as const) {
        const { tenantId, email } = await seatedTenant(t, admin, propertyId);
        await giveNotice(t, tenantId, propertyId, 5);
        expect((await calls.save(admin, tenantId, { deductions: [] })).statusCode).toBe(200);
        expect((await calls.send(admin, tenantId)).statusCode).toBe(200);
        expect((await calls.accept(await t.cookieFor('tenant', email))).statusCode).toBe(200);
        const { free, answer } = await whileNumbersHeld(numbers, () =>
          calls.settle(admin, tenantId, { paymentMode: 'UPI', paidAt: today() }),
        );
        expect([numbers, free, answer.statusCode]).toEqual([numbers, true, 200]);
      }
    });

    it('imports a statement: the receipt numbers before the first payment', async () => {
      const { tenantId } = await seatedTenant(t, admin, propertyId, false);
      const [deposit] = await t.database.db
        .select({ number: invoices.invoiceId })
        .from(invoices)
        .where(and(eq(invoices.tenantId, tenantId), eq(invoices.type, 'ADVANCE')));
      const { free, answer } = await whileNumbersHeld('receipt_sequences', async () =>
        importStatement(
          t.database.db,
          await scope(),
          propertyId,
          [
            {
              lineNumber: 2,
              date: today(),
              narration: `UPI deposit ${deposit!.number}`,
              amountPaise: 1_000_000,
              reference: 'UTR-LOCK-1',
              balancePaise: null,
            },
          ],
          today(),
        ),
      );
      expect([free, answer.matched]).toEqual([true, 1]);
    });
  },
);
