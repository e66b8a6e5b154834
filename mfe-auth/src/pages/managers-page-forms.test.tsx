import type { User } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fail, mockApi, ok } from '@pgportal/testing';
import type { MockReply } from '@pgportal/testing';
import { renderPage } from '@pgportal/testing';
import ManagersPage from './managers-page';

import { arjun, manager, openMenu, priya } from './managers-fixtures';

afterEach(() => jest.restoreAllMocks());

describe('managers page forms', () => {
  it('validates the Add Manager form', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = mockApi({ 'GET /user/all-users': () => ok([]) });
    renderPage(<ManagersPage />, { url: '/app/managers' });

    await user.click(screen.getByRole('button', { name: 'Add Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Manager' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Manager' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required'));
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(role).toHaveAccessibleDescription('This field is required');
    // The first invalid field as the form shows them: Name, not Email.
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.type(email, 'priya@');
    await user.upload(
      within(dialog).getByLabelText('Avatar'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Manager' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(within(dialog).getByText('Choose an image file (JPEG, PNG or WebP).')).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/add')).toHaveLength(0);
  });

  it('adds a manager with a multipart body and refreshes the list', async () => {
    const user = userEvent.setup();
    let list: User[] = [];
    const api = mockApi({
      'GET /user/all-users': () => ok(list),
      'POST /user/add': () => {
        list = [priya];
        return ok(priya, 'created');
      },
    });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    await screen.findByText('No data to show at the moment');

    await user.click(screen.getByRole('button', { name: 'Add Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Manager' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Priya Sharma');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'Priya@Example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '9876543210');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Super Admin');
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Avatar'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Add Manager' }));

    expect(await screen.findByText('Manager Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument();

    const body = api.callsTo('POST', '/user/add')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phoneNumber: '9876543210',
      role: 'SUPER_ADMIN',
      avatar: expect.any(File),
    });
    expect((body.get('avatar') as File).name).toBe('me.png');
    expect(api.callsTo('GET', '/user/all-users')).toHaveLength(2);
  });

  it("keeps the form open and shows the server's message when adding fails", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /user/all-users': () => ok([]),
      'POST /user/add': () => fail(409, 'Email is already in use', { email: 'Email is already in use' }),
    });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    await user.click(screen.getByRole('button', { name: 'Add Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Manager' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Priya');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'priya@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '9876543210');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Add Manager' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Email is already in use',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Add Manager' })).toBeInTheDocument();
  });

  it('updates a manager: prefilled, e-mail read-only and not sent', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user/all-users': () => ok([priya]),
      'PUT /user/update-profile/m1': () => ok({ ...priya, name: 'Priya S' }),
    });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    await screen.findByText('Priya Sharma');

    const menu = await openMenu(user, 'Priya Sharma');
    await user.click(within(menu).getByRole('menuitem', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Manager' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('priya@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('MANAGER');

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('priya sharma');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Update Manager' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required'));

    await user.type(name, 'Priya S');
    await user.click(within(dialog).getByRole('button', { name: 'Update Manager' }));
    expect(await screen.findByText('Manager Details Updated Successfully')).toBeInTheDocument();
    const body = api.callsTo('PUT', '/user/update-profile/m1')[0]?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Priya S',
      phoneNumber: '9876543210',
      role: 'MANAGER',
    });
    await waitFor(() => expect(api.callsTo('GET', '/user/all-users')).toHaveLength(2));
  });

  it('deletes a manager after confirmation', async () => {
    const user = userEvent.setup();
    let list = [priya, arjun];
    const api = mockApi({
      'GET /user/all-users': () => ok(list),
      'DELETE /user/delete/m1': () => {
        list = [arjun];
        return ok(null);
      },
    });
    renderPage(
      <main data-testid="content" tabIndex={-1}>
        <ManagersPage />
      </main>,
      { url: '/app/managers' },
    );
    await screen.findByText('Priya Sharma');

    const menu = await openMenu(user, 'Priya Sharma');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Manager' });
    expect(within(dialog).getByText('Are you sure you want to delete this Manager?')).toBeInTheDocument();
    expect(within(dialog).getByText('Priya Sharma')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Manager Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Priya Sharma')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', '/user/delete/m1')).toHaveLength(1);
    // Its row (and menu button) is gone: focus stays in the page's content, not at the top.
    await waitFor(() => expect(screen.getByTestId('content')).toHaveFocus());
  });

  it('keeps a saving form open, asks before an outside click discards changes, and gives focus back', async () => {
    const user = userEvent.setup();
    const saving = deferred<MockReply>();
    mockApi({ 'GET /user/all-users': () => ok([priya]), 'POST /user/add': () => saving.promise });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    await screen.findByText('Priya Sharma');
    const overlay = () => document.querySelector('.overlay') as HTMLElement;

    const add = screen.getByRole('button', { name: 'Add Manager' });
    await user.click(add);
    let dialog = await screen.findByRole('dialog', { name: 'Add Manager' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());

    await user.click(add);
    dialog = await screen.findByRole('dialog', { name: 'Add Manager' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Asha (UX) Verma');
    await user.click(overlay());
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '9876543210');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Add Manager' }));
    await within(dialog).findByRole('button', { name: 'Saving...' });
    await user.keyboard('{Escape}');
    await user.click(overlay());
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Add Manager' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();

    saving.resolve(ok(manager({ _id: 'm9', name: 'Asha (UX) Verma' }), 'created'));
    expect(await screen.findByText('Manager Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
  });

  it("gives focus back to the row's menu button when its Update form closes", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /user/all-users': () => ok([priya, arjun]) });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    await screen.findByText('ARJUN Mehta');
    const menu = await openMenu(user, 'ARJUN Mehta');
    await user.click(within(menu).getByRole('menuitem', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Manager' });
    // The form shows the name as it was typed; the list capitalises first letters only.
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('ARJUN  mehta');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for ARJUN Mehta' })).toHaveFocus(),
    );
  });
});
