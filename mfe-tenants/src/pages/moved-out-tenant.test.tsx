// Issue 42: a tenant who moved out reads 'Moved out on <date>' in staff's list and on their page,
// and is offered no 'Assign a bed'.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tenant, TenantListItem } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import TenantViewPage from './tenant-view-page';
import TenantsPage from './tenants-page';

afterEach(() => jest.restoreAllMocks());

const movedOut = {
  _id: 't5',
  fullName: 'meera iyer',
  email: 'meera@example.com',
  phoneNumber: '9876543210',
  profession: 'JOB',
  profilePhoto: null,
  isVerified: true,
  property: { _id: 'p1', name: 'Sunrise PG' },
  room: null,
  bed: null,
  dueAmount: 0,
  overdue: false,
  leavesOn: null,
  movedOutOn: '2026-10-31',
} as TenantListItem;

it("reads 'Moved out on …' in the Tenants list, with no 'Assign a bed'", async () => {
  mockApi({ 'GET /tenant': () => ok([movedOut]) });
  const user = userEvent.setup();
  renderPage(<TenantsPage />, { url: '/app/tenants' });
  const row = (await screen.findByText('Meera Iyer')).closest('tr')!;
  expect(within(row).getByText('Moved out on 31 Oct 2026')).toBeInTheDocument();
  expect(within(row).queryByText('Not assigned')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Actions for Meera Iyer' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'View Details' })).toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Assign a bed' })).toBeNull();
});

it("marks a tenant admitted without an e-mail 'No e-mail', with no 'Resend'", async () => {
  mockApi({ 'GET /tenant': () => ok([{ ...movedOut, email: '', isVerified: false, movedOutOn: null }]) });
  const user = userEvent.setup();
  renderPage(<TenantsPage />, { url: '/app/tenants' });
  const row = (await screen.findByText('Meera Iyer')).closest('tr')!;
  expect(within(row).getByText('No e-mail')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Actions for Meera Iyer' }));
  expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Resend' })).toBeNull();
});

it("reads 'Moved out on …' on staff's Tenant Details, with no 'Assign a bed'", async () => {
  const detail = { ...movedOut, propertyId: 'p1', roomId: null, bedId: null, legalDocuments: [] } as unknown as Tenant;
  mockApi({ 'GET /tenant/fetch/t5': () => ok(detail) });
  renderPage(<TenantViewPage />, { url: '/app/tenants/view/t5', path: '/app/tenants/view/:id' });
  expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
  expect(screen.getByText('Moved out on 31 Oct 2026')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Assign a bed' })).not.toBeInTheDocument();
});
