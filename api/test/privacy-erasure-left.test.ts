// Issue 45, the retention job for tenants who left without a settled exit statement (they vacated
// their bed directly, or left before exit statements existed): erased once the retention period has
// passed since the move-out day if nothing is owed either way and no deposit is held; never while
// the deposit is held, money is owed, or staff have an exit statement open. Money stays, with the name.
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  bedAssignments,
  legalDocuments,
  tenantAadhaar,
  tenantForeignDetails,
  tenants,
} from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { exitCalls, giveNotice, payInvoices } from './exits-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { moneyOf, noonOn, runJob, vacatedTenant } from './privacy-erasure-fixtures';

describe.each(databases)(
  'erasing the data of tenants who left without an exit statement on $name',
  (database) => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(database);
      admin = await t.cookieFor('staff', 'admin@example.com');
    });
    afterAll(() => t.close());

    const tenantRow = async (tenantId: string) =>
      (await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!;
    const erasures = (tenantId: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectId, tenantId), eq(auditLog.action, 'ERASE')));

    it('erases a tenant who vacated directly with nothing owed, once, counted from the move-out day', async () => {
      const { tenantId, dueOn } = await vacatedTenant(t, admin);
      const [stay] = await t.database.db
        .select({ endDate: bedAssignments.endDate })
        .from(bedAssignments)
        .where(eq(bedAssignments.tenantId, tenantId));
      expect(stay!.endDate).toBe(today());
      const before = await tenantRow(tenantId);
      const money = await moneyOf(t, tenantId);
      expect(money.bills.length).toBeGreaterThan(0);

      expect((await runJob(t, noonOn(plusDays(dueOn, -1)))).erased).not.toContain(tenantId);
      const runs = await Promise.all([runJob(t, noonOn(dueOn)), runJob(t, noonOn(dueOn))]);
      expect(runs.flatMap((run) => run.erased).filter((id) => id === tenantId)).toHaveLength(1);
      expect((await runJob(t, noonOn(plusDays(dueOn, 400)))).erased).not.toContain(tenantId);

      expect(await tenantRow(tenantId)).toMatchObject({
        fullName: before.fullName,
        email: before.email,
        phoneNumber: before.phoneNumber,
        address: '',
        profilePhoto: null,
        emergencyContact: null,
      });
      expect(
        await t.database.db.select().from(tenantAadhaar).where(eq(tenantAadhaar.tenantId, tenantId)),
      ).toEqual([]);
      expect(
        await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.tenantId, tenantId)),
      ).toEqual([]);
      expect(await moneyOf(t, tenantId)).toEqual(money);
      const [entry, ...more] = await erasures(tenantId);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ actorKind: 'SYSTEM', propertyId: DEMO_PROPERTY_ID });
      expect(entry!.after).toMatchObject({ retentionDays: 365, erasableFrom: dueOn, exitStatement: false });
    });

    it('keeps a tenant whose deposit is held, and one who owes, until the money is settled', async () => {
      const held = await vacatedTenant(t, admin, { deposit: 'paid' });
      const owing = await vacatedTenant(t, admin, { payRent: false });
      const depositOwed = await vacatedTenant(t, admin, { deposit: 'unpaid' });
      const far = noonOn(plusDays(held.dueOn, 3650));
      const ids = [held.tenantId, owing.tenantId, depositOwed.tenantId];
      expect((await runJob(t, far)).erased).toEqual(expect.not.arrayContaining(ids));
      for (const id of ids) {
        expect(await erasures(id)).toEqual([]);
        expect((await tenantRow(id)).personalDataErasedAt).toBeNull();
      }
      // the rent paid: nothing owed, no deposit: erased at the next run
      await payInvoices(t, admin, owing.tenantId, 'RENT');
      expect((await runJob(t, far)).erased).toEqual([owing.tenantId]);
      // a deposit paid after leaving is a deposit held: still kept
      await payInvoices(t, admin, depositOwed.tenantId, 'ADVANCE');
      expect((await runJob(t, far)).erased).toEqual([]);
    });

    it("erases a foreign national's Form III details once the one-year register no longer shows their departure", async () => {
      const { tenantId, dueOn } = await vacatedTenant(t, admin);
      const leftOn = plusDays(dueOn, -365);
      await t.database.db.insert(tenantForeignDetails).values({
        tenantId,
        nationality: 'Nepal',
        passportNumberEnc: 'v1:c2VjcmV0',
        passportLast4: '4321',
        arrivedAt: new Date(`${plusDays(leftOn, -60)}T10:00:00+05:30`),
        departedAt: new Date(`${leftOn}T10:00:00+05:30`),
      });
      const foreign = () =>
        t.database.db.select().from(tenantForeignDetails).where(eq(tenantForeignDetails.tenantId, tenantId));
      // retention has passed, but the register of the 365 days to today still lists the departure
      expect((await runJob(t, noonOn(dueOn))).erased).not.toContain(tenantId);
      expect(await foreign()).toHaveLength(1);
      expect((await runJob(t, noonOn(plusDays(dueOn, 1)))).erased).toEqual([tenantId]);
      expect(await foreign()).toEqual([]);
      const [entry] = await erasures(tenantId);
      expect(entry!.after).toMatchObject({ erased: { foreignNational: true } });
    });

    it('leaves a tenant alone while staff have an exit statement open for them', async () => {
      const { tenantId, dueOn } = await vacatedTenant(t, admin);
      await giveNotice(t, tenantId);
      const saved = await exitCalls(t).save(admin, tenantId, { deductions: [] });
      expect(saved.statusCode).toBe(200);
      expect((await runJob(t, noonOn(plusDays(dueOn, 3650)))).erased).not.toContain(tenantId);
      expect(await erasures(tenantId)).toEqual([]);
    });
  },
);
