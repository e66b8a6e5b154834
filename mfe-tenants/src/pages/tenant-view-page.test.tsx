import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tenant } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import TenantDashboardPage from './tenant-dashboard-page';
import TenantViewPage from './tenant-view-page';

afterEach(() => jest.restoreAllMocks());

const tenant: Tenant = {
  _id: 't1',
  fullName: 'asha rao',
  email: 'asha@example.com',
  phoneNumber: '+919876543210',
  profession: 'JOB',
  profilePhoto: null,
  isVerified: true,
  property: null,
  room: null,
  bed: null,
  dateOfBirth: null,
  address: '',
  monthlyRent: 8000,
  mealCost: 1500.5,
  dueAmount: 123456,
  overdue: false,
  leavesOn: null,
  deposit: null,
  emergencyContact: { name: 'mohan rao', relation: '', phone: '' },
  localGuardian: null,
  healthInfo: null,
  legalDocuments: [],
  role: 'TENANT',
  language: 'en',
  propertyId: null,
  roomId: null,
  bedId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('tenant details (staff)', () => {
  it('offers ‘Move to another bed’ and ‘Change rent’ to a tenant on a bed only', async () => {
    const seated = {
      ...tenant,
      room: { _id: 'r1', roomNumber: '101', floor: 1 },
      bed: { _id: 'b1', bedNumber: 2 },
    };
    mockApi({
      'GET /tenant/fetch/t1': () => ok(seated),
      'GET /tenant/t1/rents': () =>
        ok({
          rents: [],
          currentPeriod: { start: '2026-11-10', end: '2026-12-09' },
          nextBillingDay: '2026-12-10',
        }),
    });
    renderPage(<TenantViewPage />, { url: '/app/tenants/view/t1', path: '/app/tenants/view/:id' });
    expect(await screen.findByRole('button', { name: 'Move to another bed' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change rent' });
    expect(await within(dialog).findByLabelText(/^Effective from/)).toHaveValue('2026-12-10');
  });

  it('offers no move or rent change to a tenant on no bed', async () => {
    mockApi({ 'GET /tenant/fetch/t1': () => ok(tenant) });
    renderPage(<TenantViewPage />, { url: '/app/tenants/view/t1', path: '/app/tenants/view/:id' });
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to another bed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change rent' })).not.toBeInTheDocument();
  });

  it('shows the header, the money cards in INR and the staff tabs, Invoice first', async () => {
    mockApi({ 'GET /tenant/fetch/t1': () => ok(tenant) });
    renderPage(<TenantViewPage />, { url: '/app/tenants/view/t1', path: '/app/tenants/view/:id' });
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    // the number in one form, kept on one line
    expect(screen.getByText('98765 43210')).toHaveClass('phone');
    expect(screen.getByText('₹8,000')).toBeInTheDocument();
    expect(screen.getByText('₹1,500.50')).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
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
    expect(screen.getByRole('tab', { name: 'Invoice' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel')).getByText('No data to show at the moment'),
    ).toBeInTheDocument();
  });

  it("says 'Not provided', 'Not assigned' and 'N/A' for what is missing", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /tenant/fetch/t1': () => ok(tenant) });
    renderPage(<TenantViewPage />, { url: '/app/tenants/view/t1', path: '/app/tenants/view/:id' });
    await user.click(await screen.findByRole('tab', { name: 'Address' }));
    expect(within(screen.getByRole('tabpanel')).getAllByText('Not provided')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Emergency Contact' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Mohan Rao')).toBeInTheDocument();
    // relation and phone, and the health information the record lacks; no guardian for a JOB
    expect(within(screen.getByRole('tabpanel')).getAllByText('Not provided')).toHaveLength(3);
    expect(
      within(screen.getByRole('tabpanel')).queryByRole('heading', { name: 'Local Guardian' }),
    ).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Property Details' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Not assigned')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getAllByText('N/A')).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Legal Document' }));
    expect(screen.getByRole('button', { name: 'Upload Legal Document' })).toBeInTheDocument();
  });
});

describe('guardian, health and bed on Tenant Details (issue 22)', () => {
  const student: Tenant = {
    ...tenant,
    profession: 'STUDENT',
    property: { _id: 'p1', name: 'Sunrise PG' },
    room: { _id: 'r1', roomNumber: '101', floor: 1 },
    bed: { _id: 'b2', bedNumber: 2 },
    localGuardian: { name: 'kiran rao', contactNumber: '9123456780', location: 'Mysuru' },
    healthInfo: { hasHealthCondition: true, conditions: ['Asthma', 'Peanut allergy'] },
  };

  it("names the room and bed in the header, or 'Not on a bed'", async () => {
    mockApi({ 'GET /tenant/fetch/t1': () => ok(student) });
    renderPage(<TenantViewPage />, { url: '/app/tenants/view/t1', path: '/app/tenants/view/:id' });
    expect(await screen.findByText('Room 101 · Bed 2')).toBeInTheDocument();
  });

  it("says 'Not on a bed' for a tenant on none", async () => {
    mockApi({ 'GET /tenant/fetch/t1': () => ok(tenant) });
    renderPage(<TenantViewPage />, { url: '/app/tenants/view/t1', path: '/app/tenants/view/:id' });
    expect(await screen.findByText('Not on a bed')).toBeInTheDocument();
  });

  it("shows a student's local guardian and the health conditions", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /tenant/fetch/t1': () => ok(student) });
    renderPage(<TenantViewPage />, { url: '/app/tenants/view/t1', path: '/app/tenants/view/:id' });
    await user.click(await screen.findByRole('tab', { name: 'Emergency Contact' }));
    const panel = screen.getByRole('tabpanel');
    const guardian = within(panel).getByRole('region', { name: 'Local Guardian' });
    expect(within(guardian).getByText('Kiran Rao')).toBeInTheDocument();
    expect(within(guardian).getByText('91234 56780')).toBeInTheDocument();
    expect(within(guardian).getByText('Mysuru')).toBeInTheDocument();
    const health = within(panel).getByRole('region', { name: 'Health Information' });
    expect(within(health).getByText('Asthma, Peanut allergy')).toBeInTheDocument();
  });

  it("says 'None' when the tenant has no health condition", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /tenant/fetch/t1': () =>
        ok({ ...tenant, healthInfo: { hasHealthCondition: false, conditions: [] } }),
    });
    renderPage(<TenantViewPage />, { url: '/app/tenants/view/t1', path: '/app/tenants/view/:id' });
    await user.click(await screen.findByRole('tab', { name: 'Emergency Contact' }));
    const health = within(screen.getByRole('tabpanel')).getByRole('region', { name: 'Health Information' });
    expect(within(health).getByText('None')).toBeInTheDocument();
  });
});

describe("the tenant's own page", () => {
  it('shows their details with Property Details first and My Complaints from the complaints remote', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /tenant/profile': () => ok({ ...tenant, property: { _id: 'p1', name: 'Sunrise PG' } }) });
    renderPage(<TenantDashboardPage />, { url: '/tenant/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Property Details',
      'Meals',
      'My Complaints',
    ]);
    expect(within(screen.getByRole('tabpanel')).getByText('Sunrise PG')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My Complaints' }));
    // No shell here: the widget slot says the section is unavailable instead of failing the page.
    expect(
      within(screen.getByRole('tabpanel')).getByText('This section is unavailable right now.'),
    ).toBeInTheDocument();
  });

  it('opens Billing from the Due card', async () => {
    mockApi({ 'GET /tenant/profile': () => ok(tenant) });
    renderPage(<TenantDashboardPage />, { url: '/tenant/dashboard' });
    const due = await screen.findByRole('link', { name: /Due Amount/ });
    expect(due).toHaveAttribute('href', '/tenant/billing');
    expect(due).toHaveTextContent('₹1,23,456');
  });
});
