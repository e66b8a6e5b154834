// Complaint reviews: every status move allowed or refused, and who may review.
import { eq } from 'drizzle-orm';
import type { ComplaintStatus } from '@pgportal/contracts/enums';
import type { Complaint } from '@pgportal/contracts/types';
import { complaints } from '../src/db/schema';
import { complaintForm, complaintsWorld, type ComplaintsActor, type Place } from './complaints-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(databases)('complaint reviews on $name', (database) => {
  let t: TestApp;
  const cookie = {} as Record<ComplaintsActor, string>;
  let home: Place;
  let farPlace: Place;

  beforeAll(async () => {
    t = await createTestApp(database);
    ({ home, farPlace } = await complaintsWorld(t, cookie));
  });
  afterAll(() => t.close());

  const create = (who: string, fields: Record<string, string>, images: Buffer[] = []) =>
    t.request({
      method: 'POST',
      url: '/api/v1/complaint/create',
      headers: { cookie: who },
      // issue 22: the form asks for a category; tests about other fields send one
      payload: complaintForm({ category: 'OTHER', ...fields }, images),
    });
  const review = (who: string, id: string, status: string) =>
    t.request({
      method: 'PUT',
      url: `/api/v1/complaint/review/${id}`,
      headers: { cookie: who },
      // issue 22: rejecting needs a reason (complaints-notes.test.ts tests it)
      payload: status === 'REJECTED' ? { status, note: 'Not a fault of the room' } : { status },
    });
  const get = (who: string, url: string) => t.request({ method: 'GET', url, headers: { cookie: who } });

  /** A new complaint of `who` (on `place`), answered as the API shows it. */
  const raise = async (
    who = cookie.tenant,
    place = home,
    issue = 'The fan is broken',
    images: Buffer[] = [],
  ) => {
    const response = await create(who, { issue, ...place }, images);
    expect(response.statusCode).toBe(201);
    return response.json().data as Complaint;
  };
  const setStatus = (id: string, status: ComplaintStatus) =>
    t.database.db.update(complaints).set({ status }).where(eq(complaints.id, id));

  describe('review', () => {
    const ALL: ComplaintStatus[] = ['PENDING', 'IN_PROGRESS', 'RESOLVED', 'REJECTED'];
    const ALLOWED: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
      PENDING: ['PENDING', 'IN_PROGRESS', 'RESOLVED', 'REJECTED'],
      IN_PROGRESS: ['IN_PROGRESS', 'RESOLVED', 'REJECTED'],
      RESOLVED: [],
      REJECTED: [],
    };
    const cases = ALL.flatMap((from) => ALL.map((to) => ({ from, to })));

    it.each(cases)('$from → $to', async ({ from, to }) => {
      const complaint = await raise();
      await setStatus(complaint._id, from);
      const response = await review(cookie.manager, complaint._id, to);
      if (ALLOWED[from].includes(to)) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          message: 'Complaint status updated successfully',
          data: { status: to },
        });
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toMatch(
          from === 'RESOLVED' || from === 'REJECTED' ? /can no longer change/ : /only moves forward/,
        );
        const [row] = await t.database.db.select().from(complaints).where(eq(complaints.id, complaint._id));
        expect(row!.status).toBe(from);
      }
    });

    it('keeps each change in the history and mails the tenant', async () => {
      const complaint = await raise(cookie.tenant, home, 'Broken lock');
      const mailsBefore = t.mailsTo('tenant@example.com').length;
      await review(cookie.manager, complaint._id, 'IN_PROGRESS');
      const response = await review(cookie.admin, complaint._id, 'RESOLVED');
      const history = response.json().data.history;
      expect(history).toEqual([
        {
          from: null,
          to: 'PENDING',
          changedBy: { _id: expect.any(String), name: 'Demo Tenant' },
          note: null,
          at: expect.any(String),
        },
        {
          from: 'PENDING',
          to: 'IN_PROGRESS',
          changedBy: { _id: expect.any(String), name: 'Demo Manager' },
          note: null,
          at: expect.any(String),
        },
        {
          from: 'IN_PROGRESS',
          to: 'RESOLVED',
          changedBy: { _id: expect.any(String), name: 'Administrator' },
          note: null,
          at: expect.any(String),
        },
      ]);
      const mails = t.mailsTo('tenant@example.com');
      expect(mails).toHaveLength(mailsBefore + 2);
      expect(mails[0]!.subject).toBe('Your complaint is now Resolved');
      expect(mails[0]!.text).toContain('changed from In Progress to Resolved');
      expect(mails[0]!.text).toContain('Broken lock');
      // The same status again changes nothing and mails nobody.
      const again = await raise();
      expect((await review(cookie.manager, again._id, 'PENDING')).json().data.history).toHaveLength(1);
      expect(t.mailsTo('tenant@example.com')).toHaveLength(mailsBefore + 2);
    });

    it("answers 403 to a tenant, 404 outside the manager's properties, 400 for an unknown status", async () => {
      const mine = await raise();
      const far = await raise(cookie.far, farPlace);
      const tenantReview = await review(cookie.tenant, mine._id, 'RESOLVED');
      expect(tenantReview.statusCode).toBe(403);
      expect(tenantReview.json().message).toBe('Only staff can change the status of a complaint.');
      expect((await review(cookie.manager, far._id, 'RESOLVED')).statusCode).toBe(404);
      expect((await get(cookie.manager, `/api/v1/complaint/${far._id}`)).statusCode).toBe(404);
      expect((await review(cookie.admin, far._id, 'IN_PROGRESS')).statusCode).toBe(200);
      const unknown = await review(cookie.manager, mine._id, 'DONE');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({
        status: 'Choose a status: Pending, In Progress, Rejected or Resolved.',
      });
      expect((await review(cookie.manager, UNKNOWN_ID, 'RESOLVED')).statusCode).toBe(404);
    });
  });
});
