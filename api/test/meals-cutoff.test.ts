// The meal opt-out cut-off at its edges (issue 25): 21:00 (or the property's time) in Asia/Kolkata
// on the day before the first day away, whatever the server's time zone. Run it with TZ=UTC and
// TZ=America/New_York as well: the moments below are absolute.
import { eq } from 'drizzle-orm';
import { MESSAGES, mealCutoffMessage, mealWithdrawCutoffMessage } from '@pgportal/contracts/messages';
import { properties } from '../src/db/schema';
import { beforeCutoff, cutoffMoment } from '../src/services/meals/cutoff';
import { addOptOut, withdrawOptOut } from '../src/services/meals/write';
import { addProperty } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { mealTenant, scopeOfTenant } from './meals-fixtures';
import { adminOf } from './moves-fixtures';

const at = (iso: string) => new Date(iso);

describe('the cut-off moment', () => {
  it('is 21:00 in India the day before, 15:30 UTC, in any server time zone', () => {
    expect(cutoffMoment('2027-01-10', '21:00').toISOString()).toBe('2027-01-09T15:30:00.000Z');
    expect(cutoffMoment('2027-03-01', '00:00').toISOString()).toBe('2027-02-27T18:30:00.000Z');
    // New York changes its clocks on 14 March 2027; India does not.
    expect(cutoffMoment('2027-03-15', '21:00').toISOString()).toBe('2027-03-14T15:30:00.000Z');
    expect(beforeCutoff(at('2027-01-09T15:29:59.999Z'), '2027-01-10', '21:00')).toBe(true);
    expect(beforeCutoff(at('2027-01-09T15:30:00.000Z'), '2027-01-10', '21:00')).toBe(false);
  });
});

describe.each(databases)('marking days away at the cut-off on $name', (database) => {
  let t: TestApp;
  let propertyId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    propertyId = await addProperty(t.database.db, 'Cut-off PG');
  });
  afterAll(() => t.close());

  it('takes days away up to the last millisecond before 21:00 IST the day before, and not at 21:00', async () => {
    const db = t.database.db;
    const tenantId = await mealTenant(db, propertyId, '2027-01-05', 3100);
    const scope = await scopeOfTenant(db, tenantId);
    const days = { from: '2027-01-10', to: '2027-01-13', note: '' };
    const late = addOptOut(db, scope, tenantId, days, at('2027-01-09T15:30:00.000Z'));
    await expect(late).rejects.toMatchObject({
      statusCode: 400,
      message: mealCutoffMessage('21:00', '2027-01-10'),
    });
    const inTime = await addOptOut(db, scope, tenantId, days, at('2027-01-09T15:29:59.999Z'));
    expect(inTime.message).toBe(MESSAGES.mealOptOutAdded);
    expect(inTime.optOut).toMatchObject({ from: '2027-01-10', to: '2027-01-13', days: 4, earnsCredit: true });

    // withdrawing: the same edge
    await expect(
      withdrawOptOut(db, scope, inTime.optOut._id, at('2027-01-09T15:30:00.000Z')),
    ).rejects.toMatchObject({ statusCode: 400, message: mealWithdrawCutoffMessage('21:00') });
    await withdrawOptOut(db, scope, inTime.optOut._id, at('2027-01-09T15:29:59.999Z'));
  });

  it('follows the property’s own cut-off, and staff record days away after it, past days included', async () => {
    const db = t.database.db;
    await db.update(properties).set({ mealOptOutCutoff: '07:30' }).where(eq(properties.id, propertyId));
    const tenantId = await mealTenant(db, propertyId, '2027-02-01', 2800);
    const scope = await scopeOfTenant(db, tenantId);
    const days = { from: '2027-02-10', to: '2027-02-11', note: '' };
    // 07:30 IST on 9 Feb is 02:00 UTC
    await expect(addOptOut(db, scope, tenantId, days, at('2027-02-09T02:00:00.000Z'))).rejects.toMatchObject({
      statusCode: 400,
      message: mealCutoffMessage('07:30', '2027-02-10'),
    });
    const { scope: admin } = await adminOf(db);
    const byStaff = await addOptOut(
      db,
      admin,
      tenantId,
      { ...days, note: 'Called in' },
      at('2027-02-12T10:00:00Z'),
    );
    // two days: shorter than the 3 that earn a credit, and the answer says so
    expect(byStaff.message).toBe('Days away marked. Absences shorter than 3 days earn no meal credit.');
    expect(byStaff.optOut).toMatchObject({
      givenBy: 'STAFF',
      note: 'Called in',
      earnsCredit: false,
      withdrawable: false,
    });
  });
});
