import { useSession } from '@pgportal/runtime/session';
import type { User } from '@pgportal/contracts/types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok } from '@pgportal/testing';
import { renderPage, resetSession } from '@pgportal/testing';
import AccountPage from './account-page';

const me: User = {
  _id: 'u1',
  name: 'asha rao',
  email: 'admin@example.com',
  phoneNumber: '9876543210',
  role: 'SUPER_ADMIN',
  avatar: { url: '/uploads/asha.png' },
  assignedPGs: [],
  isVerified: true,
  currentProperty: null,
};

let refresh: jest.Mock;

beforeEach(() => {
  resetSession();
  refresh = jest.fn(async () => {});
  useSession.setState({ refresh });
  useSession.getState().signedInAsStaff(me);
});
afterEach(() => jest.restoreAllMocks());

describe('account page', () => {
  it('shows the title, text and the fields prefilled from the session', () => {
    mockApi({});
    renderPage(<AccountPage />, { url: '/app/account' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account information' })).toBeInTheDocument();
    expect(screen.getByText('Update your account and personal information.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('asha rao');
    expect(screen.getByRole('textbox', { name: 'Mobile Phone' })).toHaveValue('9876543210');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('admin@example.com');
    expect(email).toBeDisabled();
    expect(screen.getByLabelText('Avatar')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/uploads/asha.png');
  });

  it('requires Full Name and Mobile Phone', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderPage(<AccountPage />, { url: '/app/account' });
    await user.clear(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Mobile Phone' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Mobile Phone' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends the details as multipart, updates the session and refreshes it', async () => {
    const user = userEvent.setup();
    const updated = { ...me, name: 'Asha R', avatar: { url: '/uploads/new.png' } };
    const api = mockApi({ 'PUT /user/update-profile-details': () => ok(updated) });
    renderPage(<AccountPage />, { url: '/app/account' });

    const name = screen.getByRole('textbox', { name: 'Full Name' });
    await user.clear(name);
    await user.type(name, 'Asha R');
    await user.upload(screen.getByLabelText('Avatar'), new File(['img'], 'new.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User Details Updated Successfully')).toBeInTheDocument();
    const body = api.callsTo('PUT', '/user/update-profile-details')[0]?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Asha R',
      email: 'admin@example.com',
      phoneNumber: '9876543210',
      waitingMail: 'EACH',
      avatar: expect.any(File),
    });
    expect(useSession.getState().user).toEqual(updated);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('img', { name: 'Asha R' })).toHaveAttribute('src', '/uploads/new.png');
  });

  it('lets them choose one mail a day about what waits instead of a mail for each (issue 42)', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PUT /user/update-profile-details': () => ok({ ...me, waitingMail: 'DIGEST' }) });
    renderPage(<AccountPage />, { url: '/app/account' });
    const choice = screen.getByRole('combobox', { name: /Mail me when a tenant claims a payment/ });
    expect(choice).toHaveValue('EACH');
    await user.selectOptions(choice, 'One mail a day with all of them');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', '/user/update-profile-details')).toHaveLength(1));
    const body = api.callsTo('PUT', '/user/update-profile-details')[0]?.body as FormData;
    expect(body.get('waitingMail')).toBe('DIGEST');
  });

  it("shows the server's message when the update fails", async () => {
    const user = userEvent.setup();
    mockApi({ 'PUT /user/update-profile-details': () => fail(400, 'Enter a valid phone number') });
    renderPage(<AccountPage />, { url: '/app/account' });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
    expect(useSession.getState().user).toEqual(me);
  });

  it('waits for the session before showing the form', () => {
    resetSession();
    mockApi({});
    renderPage(<AccountPage />, { url: '/app/account' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  });
});
