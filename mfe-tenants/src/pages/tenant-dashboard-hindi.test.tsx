// Issue 27: the tenant's dashboard (their card, money cards, Property Details, the office's notices)
// in Hindi with hi-IN money and dates; staff's page of the same tenant stays English.
import { act, screen, within } from '@testing-library/react';
import type { Tenant } from '@pgportal/contracts/types';
import type { MyOfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import TenantDashboardPage from './tenant-dashboard-page';
import TenantViewPage from './tenant-view-page';

const tenant = {
  _id: 't1',
  fullName: 'asha rao',
  email: 'asha@example.com',
  phoneNumber: '+919876543210',
  profession: 'STUDENT',
  profilePhoto: null,
  property: { _id: 'p1', name: 'Sunrise PG' },
  room: { _id: 'r1', roomNumber: '101', floor: 1 },
  bed: { _id: 'b1', bedNumber: 2 },
  monthlyRent: 8000,
  mealCost: 0,
  dueAmount: 123456,
  emergencyContact: { name: 'mohan rao', relation: '', phone: '' },
  legalDocuments: [],
  language: 'hi',
} as unknown as Tenant;

const notice: MyOfficeNoticeAnswer = {
  _id: 'n1',
  propertyId: 'p1',
  title: 'Water off Sunday',
  text: 'From 10 to 12.',
  image: null,
  expiresOn: '2026-12-05',
  pinned: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  read: false,
};

beforeEach(() => useLanguage.getState().setLanguage('hi'));
afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it("reads the tenant's own dashboard in Hindi; what staff typed stays as typed", async () => {
  mockApi({ 'GET /tenant/profile': () => ok(tenant), 'GET /notice/my': () => ok([notice]) });
  renderPage(<TenantDashboardPage />, { url: '/tenant/dashboard' });
  expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
  expect(screen.getByText('कमरा 101 · बेड 2')).toBeInTheDocument();
  expect(screen.getByText('पेशा').nextSibling).toHaveTextContent('विद्यार्थी');
  expect(screen.getByText('फ़ोन नंबर')).toBeInTheDocument();
  expect(screen.getByText('ई-मेल')).toBeInTheDocument();
  expect(screen.getByText('मासिक किराया')).toBeInTheDocument();
  expect(screen.getByText('भोजन का खर्च')).toBeInTheDocument();
  const due = screen.getByRole('link', { name: /बकाया राशि/ });
  expect(due).toHaveTextContent('₹1,23,456');
  expect(due).toHaveTextContent('बिल और भुगतान में देखें और भुगतान करें');
  const panel = screen.getByRole('tabpanel');
  for (const term of ['प्रॉपर्टी', 'कमरा नंबर', 'मंज़िल', 'बेड नंबर']) expect(within(panel).getByText(term)).toBeInTheDocument();
  expect(within(panel).getByText('Sunrise PG')).toBeInTheDocument();
  const notices = await screen.findByRole('region', { name: /^सूचनाएँ/ });
  expect(within(notices).getByRole('heading')).toHaveTextContent('सूचनाएँ (1 नई)');
  const item = within(notices).getByRole('button', { name: /Water off Sunday/ });
  expect(within(item).getByText('पिन की गई')).toBeInTheDocument();
  expect(within(item).getByText('नई')).toBeInTheDocument();
  expect(within(item).getByText('20 नव॰ 2026')).toBeInTheDocument();
  expect(screen.getByText('5 दिस॰ 2026 तक')).toBeInTheDocument();
  expect(screen.queryByText(/Monthly Rent|Profession|Notices|Room No|View and pay/)).not.toBeInTheDocument();
});

it('says so in Hindi when the office has no notice', async () => {
  mockApi({ 'GET /tenant/profile': () => ok(tenant), 'GET /notice/my': () => ok([]) });
  renderPage(<TenantDashboardPage />, { url: '/tenant/dashboard' });
  expect(await screen.findByText('दफ़्तर से कोई सूचना नहीं।')).toBeInTheDocument();
});

it("keeps staff's page of the tenant English whatever the browser's language", async () => {
  mockApi({ 'GET /tenant/fetch/t1': () => ok(tenant) });
  renderPage(<TenantViewPage />, { url: '/app/tenants/view/t1', path: '/app/tenants/view/:id' });
  expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
  expect(screen.getByText('Room 101 · Bed 2')).toBeInTheDocument();
  expect(screen.getByText('Monthly Rent')).toBeInTheDocument();
  expect(screen.getByText('Student')).toBeInTheDocument();
});
