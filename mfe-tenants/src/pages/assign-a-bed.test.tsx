import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tenant, TenantListItem } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import TenantViewPage from './tenant-view-page';
import TenantsPage from './tenants-page';

afterEach(() => jest.restoreAllMocks());

const walkIn = {
  _id: 't3',
  fullName: 'kiran das',
  email: 'kiran@example.com',
  phoneNumber: '9876543210',
  profession: 'JOB',
  profilePhoto: null,
  isVerified: true,
  property: { _id: 'p1', name: 'Sunrise PG' },
  room: null,
  bed: null,
} as TenantListItem;
const placed = {
  ...walkIn,
  _id: 't4',
  fullName: 'asha rao',
  room: { _id: 'r1', roomNumber: '101', floor: 1 },
  bed: { _id: 'b1', bedNumber: 1 },
};

describe("'Assign a bed' from a tenant", () => {
  it('is on the row menu of a tenant on no bed and opens the Assign page of mfe-properties', async () => {
    mockApi({ 'GET /tenant': () => ok([walkIn, placed]) });
    const user = userEvent.setup();
    renderPage(<TenantsPage />, { url: '/app/tenants' });
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Actions for Asha Rao' }));
    expect(
      within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Assign a bed' }),
    ).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Kiran Das' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Assign a bed' }));
    expect(await screen.findByText('Now at /app/rooms/assign-bed/t3')).toBeInTheDocument();
  });

  it('is a button on the page of a tenant on no bed only', async () => {
    const detail = (item: TenantListItem) =>
      ({
        ...item,
        propertyId: 'p1',
        roomId: item.room?._id ?? null,
        bedId: item.bed?._id ?? null,
      }) as unknown as Tenant;
    mockApi({
      'GET /tenant/fetch/t3': () => ok(detail(walkIn)),
      'GET /tenant/fetch/t4': () => ok(detail(placed)),
    });
    const user = userEvent.setup();
    const { unmount } = renderPage(<TenantViewPage />, {
      url: '/app/tenants/view/t4',
      path: '/app/tenants/view/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign a bed' })).not.toBeInTheDocument();
    unmount();
    renderPage(<TenantViewPage />, { url: '/app/tenants/view/t3', path: '/app/tenants/view/:id' });
    await user.click(await screen.findByRole('button', { name: 'Assign a bed' }));
    expect(await screen.findByText('Now at /app/rooms/assign-bed/t3')).toBeInTheDocument();
  });
});
