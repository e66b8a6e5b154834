import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatDate } from '@pgportal/contracts/format';
import { signInAsTenant, waitForMail } from '../support/auth';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { chooseInPicker } from '../support/picker';

/** A 1x1 PNG, as a profile photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A day in India `days` from today, YYYY-MM-DD (negative: in the past). */
const indiaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Staff uploads a document for the demo tenant through the API; answers its file URL. */
async function documentOfDemoTenant(request: APIRequestContext): Promise<string> {
  const list = await request.get('/api/v1/tenant?search=tenant@example.com');
  const [demo] = ((await list.json()) as { data: Array<{ _id: string }> }).data;
  const response = await request.post(`/api/v1/tenant/${demo?._id}/legal-documents`, {
    headers: { origin: E2E_URL },
    multipart: {
      type: 'PASSPORT',
      number: 'D7654321',
      legalDocFile: { name: 'd.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { file: { url: string } } }).data.file.url;
}

/** The detail page of a room of the demo property that the seed leaves free. */
async function freeDemoRoomUrl(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/room/?search=303');
  const rooms = ((await response.json()) as { data: Array<{ _id: string; roomNumber: string }> }).data;
  const room = rooms.find((candidate) => candidate.roomNumber === '303');
  expect(room, 'the demo property has a room 303').toBeTruthy();
  return `/app/rooms/view/${room?._id}`;
}

test('a super admin admits a walk-in who moved in a week ago, who verifies, is mailed his first invoice, gets a legal document and sees their own page', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `tenant.${stamp}@example.com`;
  const name = `Meera Iyer ${stamp}`;
  const adminContext = await browser.newContext({ storageState: ADMIN_STATE });
  const admin = await adminContext.newPage();

  // Admission, with a photo.
  await admin.goto('/app/tenants');
  await admin.getByRole('button', { name: 'New Tenant' }).click();
  await expect(admin).toHaveURL(/\/app\/tenants\/admission$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'New Tenant' })).toBeVisible();
  const form = admin.getByRole('form', { name: 'New Tenant' });
  await form.getByLabel(/^Full Name/).fill(name);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone Number/).fill('+91 98765 43210');
  await form.getByLabel(/^Date of Birth/).fill('2001-04-05');
  await form.getByLabel(/^Address/).fill('12 MG Road, Bengaluru');
  await form.getByLabel('Profession').selectOption('STUDENT');
  await form.getByLabel('Guardian Name').fill('Mohan Iyer');
  await form
    .getByLabel(/^Profile Photo/)
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();
  const since = new Date(Date.now() - 1000);
  await form.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(admin.getByText('Tenant Added Successfully')).toBeVisible();
  await expect(admin).toHaveURL(/\/app\/tenants$/);

  // The list finds them by search (kept in the URL), not verified yet.
  await admin.getByRole('searchbox', { name: 'Search tenants' }).fill(`Meera Iyer ${stamp}`);
  await expect(admin).toHaveURL(/search=Meera/);
  const row = admin.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Not Verified')).toBeVisible();
  await expect(row.getByText('Sunrise PG')).toBeVisible();

  // The tenant opens the verification link from the outbox.
  const mail = await waitForMail(admin.request, email, since, /verify/i);
  const link = /(http:\/\/\S+\/verify\?token=[^\s"<]+)/.exec(mail.text)?.[1];
  expect(link, 'the verification mail carries an absolute link').toBeTruthy();
  const visitor = await browser.newPage();
  await visitor.goto(link as string);
  await expect(visitor.getByText('Email Verified!')).toBeVisible();
  await visitor.close();
  await admin.reload();
  await expect(admin.getByRole('row', { name: new RegExp(name) }).getByText('Active')).toBeVisible();

  // Staff assigns them a bed (the properties remote); the list then shows their room and bed.
  const listUrl = admin.url();
  await admin.goto(await freeDemoRoomUrl(admin.request));
  await expect(admin.getByRole('heading', { level: 1, name: 'Room 303' })).toBeVisible();
  await admin.getByRole('button', { name: 'Actions for bed 1' }).click();
  await admin.getByRole('menu').getByRole('menuitem', { name: 'Assign' }).click();
  const assign = admin.getByRole('dialog', { name: 'Assign Tenant' });
  await chooseInPicker(assign, /^Tenant/, name, new RegExp(name));
  await assign.getByRole('textbox', { name: /^Rent Amount/ }).fill('9500');
  // A walk-in entered a week late: billing starts the day he moved in.
  const movedInOn = indiaDay(-7);
  await assign.getByLabel(/^Moved in on/).fill(movedInOn);
  const assignedAt = new Date(Date.now() - 1000);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText('Tenant Assigned Successfully')).toBeVisible();
  await admin.goto(listUrl);
  await expect(admin.getByRole('row', { name: new RegExp(name) }).getByText('Room: 303/1')).toBeVisible();

  // The details page and its tabs.
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(admin).toHaveURL(/\/app\/tenants\/view\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { name })).toBeVisible();
  await expect(admin.getByRole('img', { name })).toHaveAttribute('src', /\/uploads\/profile-photos\//);
  const tabs = admin.getByRole('tab');
  await expect(tabs).toHaveText([
    'Invoice',
    'Address',
    'Emergency Contact',
    'Legal Document',
    'Property Details',
    'Form III',
    'Police verification',
    'Rent',
    'HRA receipts',
    'Charges',
    'Days away',
    'Documents',
    'Exit statement',
    'History',
  ]);
  await expect(admin.getByRole('tab', { name: 'Invoice' })).toHaveAttribute('aria-selected', 'true');

  // His first invoice covers the days since he moved in, but is Unpaid, due after today (the
  // property's due days from the day he was entered), and is in his outbox at once.
  const tenantId = /\/view\/([0-9a-f-]{36})$/.exec(admin.url())?.[1];
  const issued = await admin.request.get(`/api/v1/payment/tenant-invoice/${tenantId}`);
  type Issued = {
    invoiceId: string;
    invoiceType: string;
    periodStart: string;
    dueDate: string;
    status: string;
  };
  const first = ((await issued.json()) as { data: Issued[] }).data.find(
    (invoice) => invoice.invoiceType === 'RENT',
  );
  expect([first?.periodStart, first?.status]).toEqual([movedInOn, 'UNPAID']);
  expect(first!.dueDate > indiaDay(0)).toBe(true);
  const firstRow = admin
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row', { name: first!.invoiceId });
  await expect(firstRow.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(firstRow.getByText(formatDate(first!.dueDate), { exact: true })).toBeVisible();
  const invoiceMail = await waitForMail(
    admin.request,
    email,
    assignedAt,
    new RegExp(`^Invoice ${first!.invoiceId} `),
  );
  expect(invoiceMail.text).toContain('₹9,500.00');
  await admin.getByRole('tab', { name: 'Property Details' }).click();
  await expect(admin.getByRole('tabpanel').getByText('Sunrise PG')).toBeVisible();
  await expect(admin.getByRole('tabpanel').getByText('303')).toBeVisible();

  // Staff uploads a legal document and opens it.
  await admin.getByRole('tab', { name: 'Legal Document' }).click();
  await expect(admin.getByText('No legal documents uploaded yet.')).toBeVisible();
  await admin.getByRole('button', { name: 'Upload Legal Document' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Upload Legal Document' });
  await dialog.getByLabel(/^Document Type/).selectOption('AADHAR');
  await dialog.getByLabel(/^Document Number/).fill('1234 5678 9012');
  await dialog
    .getByLabel(/^Document File/)
    .setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(admin.getByText('Legal document uploaded successfully.')).toBeVisible();
  await expect(admin.getByText('ID: XXXX XXXX 9012')).toBeVisible();
  const view = admin.getByRole('link', { name: /View Aadhaar Card/ });
  const fileUrl = (await view.getAttribute('href')) as string;
  expect(fileUrl).toMatch(/^\/api\/v1\/files\/legal-documents\/[0-9a-f-]{36}\.pdf$/);
  // It opens in a new tab at the file's address; showing the PDF there is the browser's viewer (the
  // journeys' headless shell has none, and saves the file instead).
  const opened = adminContext.waitForEvent(
    'request',
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === fileUrl,
  );
  const [popup] = await Promise.all([adminContext.waitForEvent('page'), view.click()]);
  expect((await opened).frame().page()).toBe(popup);
  const served = await admin.request.get(fileUrl);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect(served.headers()['content-disposition']).toMatch(/^inline; filename=/);
  const othersDocument = await documentOfDemoTenant(admin.request);
  await adminContext.close();

  // The tenant signs in and sees their own page; their own document opens, another tenant's does not.
  const tenant = await browser.newPage();
  await signInAsTenant(tenant, email);
  await expect(tenant.getByRole('heading', { level: 1, name: 'Tenant Details' })).toBeVisible();
  await expect(tenant.getByRole('heading', { name })).toBeVisible();
  await expect(tenant.getByRole('tab')).toHaveText(['Property Details', 'Meals', 'My Complaints']);
  await expect(tenant.getByRole('tabpanel').getByText('Sunrise PG')).toBeVisible();
  await expect(tenant.getByText('Due Amount')).toBeVisible();
  expect((await tenant.request.get(fileUrl)).status()).toBe(200);
  const refused = await tenant.request.get(othersDocument);
  expect(refused.status()).toBe(404);
  await tenant.goto(othersDocument);
  await expect(tenant.getByText('File not found')).toBeVisible();
});
