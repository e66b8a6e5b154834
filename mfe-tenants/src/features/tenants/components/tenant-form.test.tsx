import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_MOBILE } from '@pgportal/contracts/schemas';
import type { Tenant } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { TenantForm } from './tenant-form';

afterEach(() => jest.restoreAllMocks());

const saved = { _id: 't1' } as Tenant;

function renderForm(onSaved = jest.fn()) {
  renderPage(<TenantForm onSaved={onSaved} onCancel={jest.fn()} />, { url: '/app/tenants/admission' });
  return onSaved;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/^Email/), 'Asha@Example.com');
  await user.type(screen.getByLabelText(/^Phone Number/), '+91 98765 43210');
  await user.type(screen.getByLabelText(/Date of Birth/), '2001-04-05');
  await user.type(screen.getByLabelText(/^Address/), '12 MG Road');
}

describe('TenantForm', () => {
  it('shows the local guardian section only for a STUDENT', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('group', { name: 'Local Guardian' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Profession'), 'STUDENT');
    expect(screen.getByRole('group', { name: 'Local Guardian' })).toBeInTheDocument();
    expect(screen.getByLabelText('Guardian Name')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Profession'), 'JOB');
    expect(screen.queryByRole('group', { name: 'Local Guardian' })).not.toBeInTheDocument();
  });

  it('shows the health conditions field only when the box is ticked', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText(/Health Conditions/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Has a health condition' }));
    expect(screen.getByLabelText(/Health Conditions/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Has a health condition' }));
    expect(screen.queryByLabelText(/Health Conditions/)).not.toBeInTheDocument();
  });

  it('names the missing fields and a wrong phone number, sending nothing', async () => {
    const { callsTo } = mockApi({});
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    await user.type(screen.getByLabelText(/^Phone Number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    expect(await screen.findByText(INVALID_MOBILE)).toBeInTheDocument();
    expect(callsTo('POST', '/tenant/add')).toHaveLength(0);
  });

  it("sends a student's guardian and the ticked conditions, then reports the tenant saved", async () => {
    const { callsTo } = mockApi({ 'POST /tenant/add': () => ok(saved, 'Tenant Added Successfully') });
    const user = userEvent.setup();
    const onSaved = renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Profession'), 'STUDENT');
    await user.type(screen.getByLabelText('Guardian Name'), 'Uncle Mohan');
    await user.click(screen.getByRole('checkbox', { name: 'Has a health condition' }));
    await user.type(screen.getByLabelText(/Health Conditions/), 'Asthma, Diabetes');
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const body = callsTo('POST', '/tenant/add')[0]?.body as FormData;
    expect(body.get('email')).toBe('asha@example.com');
    // sent in the one stored form: the 10 digits
    expect(body.get('phoneNumber')).toBe('9876543210');
    expect(JSON.parse(body.get('localGuardian') as string)).toMatchObject({ name: 'Uncle Mohan' });
    expect(JSON.parse(body.get('healthInfo') as string)).toEqual({
      hasHealthCondition: true,
      conditions: ['Asthma', 'Diabetes'],
    });
    expect(await screen.findByText('Tenant Added Successfully')).toBeInTheDocument();
  });

  it('leaves the guardian out for other professions', async () => {
    const { callsTo } = mockApi({ 'POST /tenant/add': () => ok(saved) });
    const user = userEvent.setup();
    const onSaved = renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Profession'), 'STUDENT');
    await user.type(screen.getByLabelText('Guardian Name'), 'Uncle Mohan');
    await user.selectOptions(screen.getByLabelText('Profession'), 'JOB');
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = callsTo('POST', '/tenant/add')[0]?.body as FormData;
    expect(body.get('localGuardian')).toBeNull();
    expect(body.get('profession')).toBe('JOB');
  });

  it('records the paper privacy notice only when staff tick it, and shows the notice on request (issue 45)', async () => {
    const { callsTo } = mockApi({ 'POST /tenant/add': () => ok(saved) });
    const user = userEvent.setup();
    const onSaved = renderForm();
    const show = screen.getByRole('button', { name: 'Show the privacy notice' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'What we keep' })).not.toBeInTheDocument();
    await user.click(show);
    expect(screen.getByRole('heading', { name: 'What we keep' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हम क्या रखते हैं' })).toBeInTheDocument();

    await fillRequired(user);
    const consent = screen.getByRole('checkbox', {
      name: 'The tenant read the privacy notice and signed it on paper',
    });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((callsTo('POST', '/tenant/add')[0]?.body as FormData).get('paperConsent')).toBe('true');
  });

  it('sends no consent when the box is left empty', async () => {
    const { callsTo } = mockApi({ 'POST /tenant/add': () => ok(saved) });
    const user = userEvent.setup();
    const onSaved = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((callsTo('POST', '/tenant/add')[0]?.body as FormData).get('paperConsent')).toBeNull();
  });
});
