import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyDetail, User } from '@pgportal/contracts/types';
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

  it('offers verified managers among the newest staff, and finds the others by name or e-mail', async () => {
    const person = (index: number, overrides: Partial<User> = {}): User => ({
      _id: `u${index}`,
      name: `staff ${index}`,
      email: `staff${index}@example.com`,
      phoneNumber: '9876543210',
      role: 'MANAGER',
      avatar: null,
      assignedPGs: [],
      isVerified: true,
      currentProperty: null,
      ...overrides,
    });
    const newest = Array.from({ length: 100 }, (_, index) =>
      person(index, index === 1 ? { isVerified: false } : index === 2 ? { role: 'OWNER' } : {}),
    );
    const api = mockApi({
      'GET /user/all-users': ({ query }) =>
        ok(query.get('search') === 'ravi' ? [person(500, { name: 'ravi kumar' })] : newest),
      'POST /property/assign-manager': () => ok(property, 'Manager assigned successfully'),
    });
    const user = userEvent.setup();
    signInAs.staff('SUPER_ADMIN');
    renderPage(<ManagerAssignment property={property} />, { url: '/app/property/p1' });

    const choice = screen.getByRole('combobox', { name: 'Assign a Manager' });
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(1 + 98));
    expect(within(choice).queryByRole('option', { name: /staff1@example.com/ })).not.toBeInTheDocument();
    expect(within(choice).queryByRole('option', { name: /staff2@example.com/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Find a manager' }), 'ravi');
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(choice, 'u500');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.callsTo('POST', '/property/assign-manager')).toHaveLength(1));
    expect(api.callsTo('POST', '/property/assign-manager')[0]!.body).toEqual({
      propertyId: 'p1',
      managerId: 'u500',
    });
    expect(api.callsTo('GET', '/user/all-users').every((call) => call.query.get('limit') === '100')).toBe(
      true,
    );
  });
});
