import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyDetail } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage, resetSession, signInAs } from '@pgportal/testing';
import { ManagerAssignment } from './manager-assignment';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const property = {
  _id: 'p1',
  name: 'Sunrise PG',
  managers: [{ _id: 'm1', name: 'meena iyer', avatar: null }],
} as unknown as PropertyDetail;

describe('ManagerAssignment', () => {
  it('removes a manager after a confirmation, and Cancel removes nobody', async () => {
    const api = mockApi({
      'GET /user/all-users': () => ok([]),
      'DELETE /property/p1/managers/m1': () =>
        ok({ ...property, managers: [] }, 'Manager removed from this property'),
    });
    const user = userEvent.setup();
    signInAs.staff('SUPER_ADMIN');
    renderPage(<ManagerAssignment property={property} />, { url: '/app/property/p1' });

    await user.click(screen.getByRole('button', { name: 'Remove Meena Iyer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Manager' });
    expect(dialog).toHaveTextContent(
      'Remove Meena Iyer from Sunrise PG? They lose access to this property at once.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/property/p1/managers/m1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Meena Iyer' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Manager' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Manager removed from this property')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/property/p1/managers/m1')).toHaveLength(1);
  });
});
