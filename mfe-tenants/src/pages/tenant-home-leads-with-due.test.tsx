// Issue 42: the tenant's Home opens with what is due and the pay button, and an unread notice from
// the office stays at the top until it is marked read.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice, Tenant } from '@pgportal/contracts/types';
import type { MyOfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import TenantDashboardPage from './tenant-dashboard-page';

const tenant = {
  _id: 't1',
  fullName: 'asha rao',
  email: 'asha@example.com',
  phoneNumber: '+919876543210',
  profession: 'STUDENT',
  profilePhoto: null,
  property: { _id: 'p1', name: 'Sunrise PG' },
  room: null,
  bed: null,
  monthlyRent: 8000,
  mealCost: 0,
  dueAmount: 8500,
  emergencyContact: { name: '', relation: '', phone: '' },
  legalDocuments: [],
  language: 'en',
} as unknown as Tenant;

const invoice: Invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000007',
  invoiceDate: '2026-03-05',
  dueDate: '2026-03-10',
  invoiceType: 'RENT',
  status: 'OVERDUE',
  totalAmount: 8500,
  paidAmount: 0,
  outstandingAmount: 8500,
  paidAt: null,
  periodStart: '2026-03-05',
  periodEnd: '2026-04-04',
  payments: [],
  claims: [],
  upi: {
    uri: 'upi://pay?pa=sunrisepg%40okaxis&am=8500.00&cu=INR&tn=INV-2026-000007',
    qrDataUrl: 'data:image/png;base64,AAAA',
    payee: { id: 'sunrisepg@okaxis', name: 'Sunrise PG' },
  },
};

const notice: MyOfficeNoticeAnswer = {
  _id: 'n1',
  propertyId: 'p1',
  title: 'Water off Sunday',
  text: 'From 10 to 12.',
  image: null,
  expiresOn: null,
  pinned: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  read: false,
};

afterEach(() => jest.restoreAllMocks());

it('leads with the amount due, its date, Overdue and the pay button', async () => {
  mockApi({
    'GET /tenant/profile': () => ok(tenant),
    'GET /notice/my': () => ok([]),
    'GET /payment/my-invoices': () => ok([invoice]),
  });
  renderPage(<TenantDashboardPage />, { url: '/tenant/dashboard' });
  const due = await screen.findByRole('region', { name: 'What you owe' });
  expect(due).toHaveTextContent('You owe ₹8,500, the next payment due by Mar 10 2026.');
  expect(within(due).getByText('Overdue')).toBeInTheDocument();
  expect(within(due).getByRole('link', { name: 'Pay ₹8,500 in a UPI app' })).toHaveAttribute('href', invoice.upi!.uri);
  expect(within(due).getByRole('button', { name: 'I have paid everything due' })).toBeInTheDocument();
  // first on the page: before the tenant's own card
  const heading = screen.getByRole('heading', { name: 'Asha Rao' });
  expect(due.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it("says 'Nothing due' when nothing is", async () => {
  mockApi({
    'GET /tenant/profile': () => ok(tenant),
    'GET /notice/my': () => ok([]),
    'GET /payment/my-invoices': () => ok([{ ...invoice, status: 'PAID', outstandingAmount: 0, paidAmount: 8500 }]),
  });
  renderPage(<TenantDashboardPage />, { url: '/tenant/dashboard' });
  const due = await screen.findByRole('region', { name: 'What you owe' });
  expect(within(due).getByText('Nothing due')).toBeInTheDocument();
  expect(within(due).queryByRole('link')).not.toBeInTheDocument();
});

it('keeps an unread notice at the top until it is marked read', async () => {
  let read = false;
  const api = mockApi({
    'GET /tenant/profile': () => ok(tenant),
    'GET /notice/my': () => ok([{ ...notice, read }]),
    'GET /payment/my-invoices': () => ok([]),
    'POST /notice/n1/read': () => {
      read = true;
      return ok(null);
    },
  });
  renderPage(<TenantDashboardPage />, { url: '/tenant/dashboard' });
  const banner = await screen.findByRole('region', { name: 'New notice from the office' });
  expect(banner).toHaveTextContent('Water off Sunday');
  expect(banner).toHaveTextContent('From 10 to 12.');
  await userEvent.setup().click(within(banner).getByRole('button', { name: 'Mark as read' }));
  await waitFor(() => expect(api.callsTo('POST', '/notice/n1/read')).toHaveLength(1));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'New notice from the office' })).not.toBeInTheDocument(),
  );
});
