import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { SWRConfig } from 'swr';
import { anotherBundlesContracts, fail, mockApi, ok, waitForToastToLeave } from '@pgportal/testing';
import { ToastHost } from '../toast';
import { apiKey, keyMatches } from './api-key';
import { swrConfig } from './swr-config';
import { useApiMutation } from './use-api-mutation';
import { useApiQuery } from './use-api-query';

afterEach(() => jest.restoreAllMocks());

describe('apiKey / keyMatches', () => {
  it('keys a read by path and sorted query, dropping empty values', () => {
    expect(apiKey('/tenant', { search: 'ravi', page: 2, limit: undefined, status: '' })).toBe('/tenant?page=2&search=ravi');
    expect(apiKey('/tenant/')).toBe('/tenant/');
  });

  it('matches the same path with any query and the paths below it, nothing else', () => {
    expect(keyMatches('/tenant?search=ravi', ['/tenant'])).toBe(true);
    expect(keyMatches('/tenant/', ['/tenant'])).toBe(true);
    expect(keyMatches('/tenant/fetch/7', ['/tenant/'])).toBe(true);
    expect(keyMatches('/tenants-archive', ['/tenant'])).toBe(false);
    expect(keyMatches('/room/all', ['/tenant'])).toBe(false);
    expect(keyMatches(['/tenant'], ['/tenant'])).toBe(false);
  });
});

// The remote's own copy of the contracts, apart from the kit's (each bundle carries one): errors
// cross between the two as they do in the built portal.
const remote = anotherBundlesContracts();

/** A remote's list: the kit reads it; a refused read shows the server's message in a panel. */
function TenantList() {
  const { data, error } = useApiQuery<string[]>('/tenant', { search: 'a' });
  if (error && !data) return <p role="alert">Load failed: {remote.errorMessage(error)}</p>;
  return <p>{data ? `Tenants: ${data.join(', ')}` : 'Loading tenants'}</p>;
}

/** Stands for a form in another remote: it revalidates '/tenant' after assigning a bed. */
function AssignForm() {
  const form = useForm<{ bedId: string }>();
  const assign = useApiMutation<{ bedId: string }, { ok: boolean }>({
    request: (input) => remote.request('/room/assign', { method: 'POST', body: input }),
    revalidates: ['/tenant'],
  });
  return (
    <form onSubmit={form.handleSubmit((values) => assign.trigger(values, { setError: form.setError, fields: ['bedId'] }))}>
      <label>
        Bed
        <input {...form.register('bedId')} />
      </label>
      <p>{form.formState.errors.bedId?.message}</p>
      <button type="submit" disabled={assign.isMutating}>
        Assign
      </button>
    </form>
  );
}

function renderBoth() {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), errorRetryCount: 0 }}>
      <TenantList />
      <AssignForm />
      <ToastHost />
    </SWRConfig>,
  );
}

describe('useApiQuery and useApiMutation', () => {
  it('shows the success message, the warnings, and refreshes the reads of the paths it names', async () => {
    let tenants = ['Asha'];
    const { callsTo } = mockApi({
      'GET /tenant': () => ok(tenants),
      'POST /room/assign': () => {
        tenants = ['Asha', 'Ravi'];
        return { body: { success: true, message: 'Tenant Assigned Successfully', data: { ok: true }, warnings: ['The welcome mail could not be sent.'] } };
      },
    });
    renderBoth();
    expect(await screen.findByText('Tenants: Asha')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bed'), 'b1');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Tenant Assigned Successfully')).toBeInTheDocument();
    expect(await screen.findByText('The welcome mail could not be sent.')).toBeInTheDocument();
    expect(await screen.findByText('Tenants: Asha, Ravi')).toBeInTheDocument();
    expect(callsTo('GET', '/tenant')).toHaveLength(2);
    expect(callsTo('GET', '/tenant')[0]?.query.get('search')).toBe('a');
  });

  it("puts the server's field errors on the form and its message in a toast (the error from the remote's copy of the contracts), and refreshes nothing", async () => {
    const { callsTo } = mockApi({
      'GET /tenant': () => ok(['Asha']),
      'POST /room/assign': () => fail(409, 'Bed is already occupied', { bedId: 'Choose a free bed' }),
    });
    renderBoth();
    await screen.findByText('Tenants: Asha');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Bed is already occupied')).toBeInTheDocument();
    expect(screen.getByText('Choose a free bed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Assign' })).toBeEnabled());
    expect(callsTo('GET', '/tenant')).toHaveLength(1);
  });

  it('clears its error toast once a later try succeeds, and a second failure replaces the first', async () => {
    let attempt = 0;
    mockApi({
      'GET /tenant': () => ok(['Asha']),
      'POST /room/assign': () => {
        attempt += 1;
        return attempt < 3 ? fail(409, `Bed is already occupied (${attempt})`) : ok({ ok: true }, 'Tenant Assigned Successfully');
      },
    });
    renderBoth();
    await screen.findByText('Tenants: Asha');
    const user = userEvent.setup();
    const assign = screen.getByRole('button', { name: 'Assign' });
    await user.click(assign);
    expect(await screen.findByText('Bed is already occupied (1)')).toBeInTheDocument();
    await waitFor(() => expect(assign).toBeEnabled());
    await user.click(assign);
    expect(await screen.findByText('Bed is already occupied (2)')).toBeInTheDocument();
    await waitForToastToLeave('Bed is already occupied (1)');
    await waitFor(() => expect(assign).toBeEnabled());

    await user.click(assign);
    expect(await screen.findByText('Tenant Assigned Successfully')).toBeInTheDocument();
    await waitForToastToLeave(/Bed is already occupied/);
  });

  it('marks a field only when the server names it in `errors`, never by the text of its message', async () => {
    mockApi({
      'GET /tenant': () => ok(['Asha']),
      'POST /room/assign': () => fail(409, 'Bed is already occupied'),
    });
    renderBoth();
    await screen.findByText('Tenants: Asha');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Bed is already occupied')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Assign' })).toBeEnabled());
    // the toast only: no copy of the message under the Bed field
    expect(screen.getAllByText('Bed is already occupied')).toHaveLength(1);
  });

  it("toasts a failed read with the server message, and the remote's panel reads the kit's error", async () => {
    mockApi({ 'GET /tenant': () => fail(403, 'You do not have permission to do this.') });
    await act(async () => {
      renderBoth();
    });
    expect(await screen.findByText('Load failed: You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.getAllByText(/You do not have permission to do this\./)).toHaveLength(2);
  });
});
