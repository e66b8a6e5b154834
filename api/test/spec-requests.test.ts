// Issue 41, API compatibility: every write call of SPEC §7 sent exactly as the spec writes it (the
// fields it names and no others; multipart where it says multipart, JSON where it says body or
// JSON, nothing where it says empty body), as clients written from the spec and remotes deployed
// before later issues send them. Each answers 2xx with the SPEC §8 success message. Fields added
// since (a complaint's category, a review's note, an assignment's movedInOn, a payment's amount
// and reference, a tenant's propertyId, a room's propertyId, …) are left out: each must be optional
// with the old behaviour as its default.
//
// The spec lives outside the repository, so each step quotes its SPEC §7 line. The steps run in
// order on one app per database: each builds what the next needs (a property, a room, a tenant on
// its bed, an invoice, a complaint).
import { today } from '../src/services/calendar';
import { PDF, userId } from './fixtures';
import { STAFF_AND_PLACE_STEPS } from './spec-requests-staff-steps';
import { createTestApp, databases, nextAddress, type TestApp } from './helpers';
import {
  TENANT_EMAIL,
  complaintForm,
  cookieOf,
  fieldsOf,
  multipart,
  requiredInDocument,
  tenantForm,
  tokenMailedTo,
  type ApiDocument,
  type Step,
  type World,
} from './spec-requests-fixtures';

const STEPS: Step[] = [
  ...STAFF_AND_PLACE_STEPS,
  // Tenants (into the current property: the spec sends no propertyId)
  {
    spec: 'POST /tenant/add, multipart: fullName, email, phoneNumber, dateOfBirth, address, profession, emergencyContact (JSON), healthInfo (JSON), localGuardian (JSON), tenantImage (file).',
    call: 'POST /tenant/add',
    as: 'admin',
    body: () => tenantForm('Kiran Rao'),
    message: 'Tenant Added Successfully',
    then: (data: { _id: string }, world) => {
      world.tenantId = data._id;
    },
  },
  {
    spec: 'PUT /tenant/update/{id}, multipart, same fields.',
    call: 'PUT /tenant/update/{tenantId}',
    as: 'admin',
    body: () => tenantForm('Kiran S Rao'),
    message: 'Tenant Updated Successfully',
    then: (data: { fullName: string }) => expect(data.fullName).toBe('Kiran S Rao'),
  },
  {
    spec: 'POST /tenant/{tenantId}/legal-documents, multipart: type, number, optional legalDocFile.',
    call: 'POST /tenant/{tenantId}/legal-documents',
    as: 'admin',
    body: () => ({
      multipart: { type: 'PASSPORT', number: 'K1234567' },
      files: [{ field: 'legalDocFile', content: PDF, name: 'passport.pdf' }],
    }),
    message: 'Legal document uploaded successfully.',
  },
  {
    spec: 'POST /tenant/resend-verification-token/{tenantId}, empty body.',
    call: 'POST /tenant/resend-verification-token/{tenantId}',
    as: 'admin',
    message: 'Verification Email Sent Successfully',
  },
  {
    spec: 'POST /tenant/verify, body {token}; whole response used.',
    call: 'POST /tenant/verify',
    body: (_world, t) => ({ json: { token: tokenMailedTo(t, TENANT_EMAIL) } }),
    message: 'Email Verified!',
  },
  {
    spec: 'POST /bed/assign-tenant, JSON: the assignment payload. (tenantId, roomId, bedId, rentAmount, mealIncluded, mealCost, collectAdvance, advanceAmount)',
    call: 'POST /bed/assign-tenant',
    as: 'admin',
    body: (world) => ({
      json: {
        tenantId: world.tenantId,
        roomId: world.roomId,
        bedId: world.bedId,
        rentAmount: 8000,
        mealIncluded: true,
        mealCost: 2000,
        collectAdvance: true,
        advanceAmount: 16000,
      },
    }),
    message: 'Tenant Assigned Successfully',
    then: async (_data, world, t) => {
      const invoices = await t.request({
        url: `/api/v1/payment/tenant-invoice/${world.tenantId}`,
        headers: { cookie: world.admin },
      });
      const unpaid = (invoices.json().data as Array<{ _id: string; status: string }>).find(
        (invoice) => invoice.status === 'UNPAID',
      );
      if (!unpaid) throw new Error(`no UNPAID invoice after the assignment: ${invoices.body}`);
      world.invoiceId = unpaid._id;
    },
  },
  // Payments
  {
    spec: 'PATCH /payment/{billingId}/pay, body {paymentMode, paidAt}.',
    call: 'PATCH /payment/{invoiceId}/pay',
    as: 'admin',
    body: () => ({ json: { paymentMode: 'UPI', paidAt: today() } }),
    message: 'Marked as Paid Successfully',
    // Without an amount: the whole outstanding amount.
    then: (data: { status: string }) => expect(data.status).toBe('PAID'),
  },
  // Authentication (tenant)
  {
    spec: 'POST /tenant/login, body {email}; whole response used.',
    call: 'POST /tenant/login',
    body: () => ({ json: { email: TENANT_EMAIL } }),
    message: 'OTP has been sent to your email',
  },
  {
    spec: 'POST /tenant/verify-auth-otp, body {email, otp}; whole response used.',
    call: 'POST /tenant/verify-auth-otp',
    body: (_world, t) => ({ json: { email: TENANT_EMAIL, otp: t.lastCode(TENANT_EMAIL) } }),
    message: 'OTP verified successfully',
    then: (_data, world, _t, response) => {
      world.tenant = cookieOf(response, 'session');
    },
  },
  // Complaints (no category: the spec has none; a complaint without one is Other)
  {
    spec: 'POST /complaint/create, multipart: issue, complaintImages (many), propertyId, roomId, bedId.',
    call: 'POST /complaint/create',
    as: 'tenant',
    body: (world) => complaintForm(world, 'The fan is broken'),
    message: 'Complaint Created Successfully',
    then: (data: { _id: string; category: string; images: unknown[] }, world) => {
      expect(data.category).toBe('OTHER');
      expect(data.images).toHaveLength(2);
      world.complaintId = data._id;
    },
  },
  {
    spec: 'PUT /complaint/update/{id}, multipart, same fields.',
    call: 'PUT /complaint/update/{complaintId}',
    as: 'tenant',
    body: (world) => complaintForm(world, 'The fan is broken and it rattles'),
    message: 'Complaint Updated Successfully',
    then: (data: { issue: string; category: string; images: unknown[] }) => {
      expect(data).toMatchObject({ issue: 'The fan is broken and it rattles', category: 'OTHER' });
      expect(data.images).toHaveLength(4);
    },
  },
  {
    spec: 'PUT /complaint/review/{id}, body {status}.',
    call: 'PUT /complaint/review/{complaintId}',
    as: 'admin',
    body: () => ({ json: { status: 'IN_PROGRESS' } }),
    message: 'Complaint status updated successfully',
    then: (data: { status: string }) => expect(data.status).toBe('IN_PROGRESS'),
  },
  {
    // The spec's review form sends no reason (the note came with issue 22).
    spec: 'PUT /complaint/review/{id}, body {status}. (Rejected)',
    call: 'PUT /complaint/review/{complaintId}',
    as: 'admin',
    body: () => ({ json: { status: 'REJECTED' } }),
    message: 'Complaint status updated successfully',
    then: (data: { status: string }) => expect(data.status).toBe('REJECTED'),
  },
  // Leaving, and the deletes
  {
    spec: 'POST /bed/vacate-tenant/{tenantId}, empty body.',
    call: 'POST /bed/vacate-tenant/{tenantId}',
    as: 'admin',
    message: 'Tenant vacated successfully',
  },
  {
    spec: 'DELETE /tenant/delete/{tenantId}.',
    call: 'DELETE /tenant/delete/{tenantId}',
    as: 'admin',
    message: 'Delete Successfully',
  },
  {
    spec: 'DELETE /room/delete/{roomId}.',
    call: 'DELETE /room/delete/{roomId}',
    as: 'admin',
    message: 'Room Deleted Successfully',
  },
  {
    spec: 'DELETE /property/delete/{id}.',
    call: 'DELETE /property/delete/{propertyId}',
    as: 'admin',
    message: 'Property Deleted Successfully',
  },
  {
    spec: 'DELETE /user/delete/{id}.',
    call: 'DELETE /user/delete/{managerId}',
    as: 'admin',
    message: 'Manager Deleted Successfully',
  },
];

describe.each(databases)('SPEC §7 write calls as the spec writes them, on $name', (database) => {
  let t: TestApp;
  let document: ApiDocument;
  const world = {} as World;

  beforeAll(async () => {
    t = await createTestApp(database);
    document = t.app.swagger() as unknown as ApiDocument;
    world.demoManagerId = await userId(t.database.db, 'manager@example.com');
  });
  afterAll(() => t.close());

  it.each(STEPS.map((step) => [step.spec, step] as const))('%s', async (_spec, step) => {
    const [method, path] = step.call.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    const url = `/api/v1${path.replace(/\{(\w+)\}/g, (_, name: keyof World) => world[name])}`;
    const body = step.body?.(world, t);
    // The API document asks for no field the spec leaves out: what came later is optional there too.
    const sent = fieldsOf(body);
    expect(requiredInDocument(document, method, path).filter((field) => !sent.includes(field))).toEqual([]);
    const response = await t.request({
      method,
      url,
      remoteAddress: nextAddress(),
      headers: step.as ? { cookie: world[step.as] } : {},
      ...(body && 'multipart' in body ? { payload: multipart(body.multipart, body.files) } : {}),
      ...(body && 'json' in body ? { payload: body.json } : {}),
    });
    const answer = { status: response.statusCode, body: response.json<unknown>() };
    expect(answer).toMatchObject({ body: { success: true, message: step.message } });
    expect(answer.status >= 200 && answer.status < 300 ? '2xx' : answer).toBe('2xx');
    await step.then?.(response.json().data as never, world, t, response);
  });
});
