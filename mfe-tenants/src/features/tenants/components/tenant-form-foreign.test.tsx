import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPIRY_BEFORE_ISSUE, INVALID_PASSPORT_NUMBER } from '@pgportal/contracts/schemas';
import type { Tenant } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { TenantForm } from './tenant-form';

afterEach(() => jest.restoreAllMocks());

const saved = { _id: 't1' } as Tenant;
const BOX = 'The tenant is a foreign national (not an Indian citizen)';

function renderForm(onSaved = jest.fn()) {
  renderPage(<TenantForm onSaved={onSaved} onCancel={jest.fn()} />, { url: '/app/tenants/admission' });
  return onSaved;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Anjali Shrestha');
  await user.type(screen.getByLabelText(/^Phone Number/), '9876543210');
  await user.type(screen.getByLabelText(/Date of Birth/), '2001-04-05');
  await user.type(screen.getByLabelText(/^Address/), 'Ward 4, Lalitpur');
}

describe('TenantForm: a foreign national (issue 45)', () => {
  it('asks the Form III fields only when the tenant is marked a foreign national', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText(/^Nationality/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Passport number/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: BOX }));
    for (const label of [
      /^Nationality/,
      /^Passport number/,
      /^Passport place of issue/,
      /^Passport date of issue/,
      /^Passport valid till/,
      /^Visa kind/,
      /^Visa, e-Visa or OCI number/,
      /^Visa type/,
      /^Visa valid till/,
      /^Date of arrival in India/,
      /^Arrival at the PG/,
      /^Purpose of stay/,
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: BOX }));
    expect(screen.queryByLabelText(/^Nationality/)).not.toBeInTheDocument();
  });

  it('says what to fix in the Form III fields and sends nothing', async () => {
    const { callsTo } = mockApi({});
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: BOX }));
    await user.type(screen.getByLabelText(/^Passport number/), 'K1');
    await user.type(screen.getByLabelText(/^Passport date of issue/), '2032-01-10');
    await user.type(screen.getByLabelText(/^Passport valid till/), '2022-01-09');
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Nationality/)).toHaveAccessibleDescription(/This field is required/),
    );
    expect(screen.getByLabelText(/^Passport number/)).toHaveAccessibleDescription(
      expect.stringContaining(INVALID_PASSPORT_NUMBER),
    );
    expect(screen.getByLabelText(/^Passport valid till/)).toHaveAccessibleDescription(
      expect.stringContaining(EXPIRY_BEFORE_ISSUE),
    );
    await user.type(screen.getByLabelText(/^Nationality/), 'Indian');
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Nationality/)).toHaveAccessibleDescription(/needs no Form III/),
    );
    expect(callsTo('POST', '/tenant/add')).toHaveLength(0);
  });

  it('sends the details with the tenant, the arrival in India time, and none for an Indian tenant', async () => {
    const { callsTo } = mockApi({ 'POST /tenant/add': () => ok(saved) });
    const user = userEvent.setup();
    const onSaved = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: BOX }));
    await user.type(screen.getByLabelText(/^Nationality/), 'Nepal');
    await user.type(screen.getByLabelText(/^Passport number/), 'k123 4567');
    await user.selectOptions(screen.getByLabelText(/^Visa kind/), 'E_VISA');
    await user.type(screen.getByLabelText(/^Visa, e-Visa or OCI number/), 'VX9876543');
    await user.type(screen.getByLabelText(/^Arrival at the PG/), '2026-11-29T23:30');
    await user.type(screen.getByLabelText(/^Purpose of stay/), 'Study');
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const body = callsTo('POST', '/tenant/add')[0]?.body as FormData;
    expect(JSON.parse(body.get('foreignNational') as string)).toMatchObject({
      nationality: 'Nepal',
      passportNumber: 'K1234567',
      visaKind: 'E_VISA',
      visaNumber: 'VX9876543',
      arrivedAt: '2026-11-29T18:00:00.000Z',
      purposeOfStay: 'Study',
      passportIssuedOn: null,
    });
  });

  it('sends no Form III details when the box is left empty, whatever was typed', async () => {
    const { callsTo } = mockApi({ 'POST /tenant/add': () => ok(saved) });
    const user = userEvent.setup();
    const onSaved = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: BOX }));
    await user.type(screen.getByLabelText(/^Passport number/), 'K1');
    await user.click(screen.getByRole('checkbox', { name: BOX }));
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((callsTo('POST', '/tenant/add')[0]?.body as FormData).get('foreignNational')).toBeNull();
  });
});
