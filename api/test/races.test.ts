// Races between writes (issue 20): deleting a property or a room while one of its beds is being
// assigned, and the billing job marking invoices OVERDUE while one is being paid or a payment
// reversed. On PostgreSQL each pair runs 50 times at once; PGlite (one connection) runs each pair
// one after the other, in both orders, as a sanity check of the same outcomes. Every round is
// checked and the problems of all rounds are reported together, so a failure says how often.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@pgportal/contracts/messages';
import { invoices, payments, tenants } from '../src/db/schema';
import { runBillingJob, type BillingJobDeps } from '../src/services/payments/job/run';
import { invoiceStatus } from '../src/services/payments/status';
import { plusDays, today } from '../src/services/calendar';
import { issueInvoice } from '../src/services/payments/invoices';
import { createTestApp, databases, type TestApp } from './helpers';
import { addPropertyVia, addRoomVia, addTenantRow, assign, assignPayload } from './properties-fixtures';
import { bedsInDeleted, invoicesOfDeleted } from './races-fixtures';

describe.each(databases)('races on $name', (database) => {
  const atOnce = database.name === 'postgres';
  const rounds = atOnce ? 50 : 4;
  let t: TestApp;
  let admin: string;
  let job: BillingJobDeps;
  let billingProperty: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    job = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    billingProperty = await addPropertyVia(t, admin, 'Billing Race PG');
  });
  afterAll(() => t.close());

  /** Both calls at once on PostgreSQL; on PGlite one after the other, the order alternating. */
  async function pair<A, B>(round: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> {
    if (atOnce) return Promise.all([a(), b()]);
    if (round % 2 === 0) {
      const first = await a();
      return [first, await b()];
    }
    const second = await b();
    return [await a(), second];
  }

  const said = (response: LightMyRequestResponse) => `${response.statusCode} ${response.json().message}`;

  /** One round of "delete the property (or room) while its only bed is assigned": its problems. */
  async function deleteWhileAssigning(round: number, what: 'property' | 'room'): Promise<string[]> {
    const propertyId = await addPropertyVia(t, admin, `Race ${what} ${round}`);
    const room = await addRoomVia(t, admin, propertyId, `R${round}`, 1);
    const tenantId = await addTenantRow(t, propertyId);
    const url =
      what === 'property' ? `/api/v1/property/delete/${propertyId}` : `/api/v1/room/delete/${room.roomId}`;
    const refusal = what === 'property' ? MESSAGES.propertyHasOccupiedBeds : MESSAGES.roomHasOccupiedBeds;
    const [assigned, deleted] = await pair(
      round,
      () => assign(t, admin, assignPayload(tenantId, room)),
      () => t.request({ method: 'DELETE', url, headers: { cookie: admin } }),
    );

    const problems: string[] = [];
    const outcome = `assign ${said(assigned)}; delete ${said(deleted)}`;
    if (assigned.statusCode >= 500 || deleted.statusCode >= 500) problems.push(`a 5xx: ${outcome}`);
    const assignWon = assigned.statusCode === 200;
    if (assignWon === (deleted.statusCode === 200)) problems.push(`not exactly one winner: ${outcome}`);
    if (assignWon && (deleted.statusCode !== 409 || deleted.json().message !== refusal)) {
      problems.push(`the delete lost without the occupied refusal: ${outcome}`);
    }
    if (!assignWon && ![404, 409].includes(assigned.statusCode)) {
      problems.push(`the assignment lost without a 404 or 409: ${outcome}`);
    }
    const broken = await bedsInDeleted(t.database.db, propertyId);
    const billed = await invoicesOfDeleted(t.database.db, propertyId);
    if (billed) broken.push(`${billed} invoice(s)`);
    if (broken.length) problems.push(`in a deleted ${what}: ${broken.join(', ')}`);
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    const issued = await t.database.db.$count(invoices, eq(invoices.tenantId, tenantId));
    if (!assignWon && (tenant!.bedId !== null || issued > 0)) {
      problems.push(
        `the losing assignment left the tenant on bed ${tenant!.bedId} with ${issued} invoice(s)`,
      );
    }
    return problems.map((problem) => `round ${round}: ${problem}`);
  }

  /** One round of "the job runs while an overdue invoice is paid (or its payment reversed)". */
  async function jobWhilePaying(round: number, reverse: boolean): Promise<string[]> {
    const day = today();
    const tenantId = await addTenantRow(t, billingProperty);
    const invoice = await issueInvoice(t.database.db, {
      tenantId,
      propertyId: billingProperty,
      assignmentId: null,
      type: 'RENT',
      periodStart: plusDays(day, -10),
      periodEnd: plusDays(day, 19),
      invoiceDate: plusDays(day, -10),
      lines: [{ kind: 'RENT', description: 'Rent', amountPaise: 750_000 }],
    });
    const pay = () =>
      t.request({
        method: 'PATCH',
        url: `/api/v1/payment/${invoice.id}/pay`,
        headers: { cookie: admin },
        payload: { paymentMode: 'CASH', paidAt: day },
      });
    let write = pay;
    if (reverse) {
      const first = await pay();
      if (first.statusCode !== 200) return [`round ${round}: could not pay first: ${said(first)}`];
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
      write = () =>
        t.request({
          method: 'POST',
          url: `/api/v1/payment/${invoice.id}/reverse`,
          headers: { cookie: admin },
          payload: { paymentId: payment!.id, note: 'Recorded by mistake' },
        });
    }
    const [written, jobError] = await pair(round, write, () =>
      runBillingJob(job, { today: day, reminders: false }).then(
        () => null,
        (error: unknown) => error,
      ),
    );

    const problems: string[] = [];
    if (written.statusCode !== 200)
      problems.push(`the ${reverse ? 'reversal' : 'payment'}: ${said(written)}`);
    if (jobError) problems.push(`the job failed: ${jobError instanceof Error ? jobError.message : '?'}`);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const expected = invoiceStatus(row!, day);
    if (row!.status !== expected) {
      problems.push(
        `stored ${row!.status} with ${row!.paidPaise} of ${row!.totalPaise} paid (rule: ${expected})`,
      );
    }
    return problems.map((problem) => `round ${round}: ${problem}`);
  }

  async function everyRound(play: (round: number) => Promise<string[]>): Promise<string[]> {
    const problems: string[] = [];
    for (let round = 0; round < rounds; round += 1) problems.push(...(await play(round)));
    return problems;
  }

  it(`lets exactly one of "delete the property" and "assign its bed" win, ${rounds} times`, async () => {
    expect(await everyRound((round) => deleteWhileAssigning(round, 'property'))).toEqual([]);
  });

  it(`lets exactly one of "delete the room" and "assign its bed" win, ${rounds} times`, async () => {
    expect(await everyRound((round) => deleteWhileAssigning(round, 'room'))).toEqual([]);
  });

  it(`stores the status the amounts give when the job runs during a payment, ${rounds} times`, async () => {
    expect(await everyRound((round) => jobWhilePaying(round, false))).toEqual([]);
  });

  it(`stores the status the amounts give when the job runs during a reversal, ${rounds} times`, async () => {
    expect(await everyRound((round) => jobWhilePaying(round, true))).toEqual([]);
  });
});
