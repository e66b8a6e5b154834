import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage, resetSession, signInAs } from '@pgportal/testing';
import { PropertyForm } from './property-form';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const saved = { _id: 'p1', name: 'Green Leaf PG' } as Property;
const existing = {
  ...saved,
  description: '',
  rules: '',
  contactNumber: '',
  upiId: '',
  hasCanteen: false,
  address: { fullAddress: '', area: 'HSR', city: 'Bengaluru', pinCode: '560102' },
  amenities: [],
  coverImage: null,
  lateFeePolicy: 'FLAT',
  lateFeeAmount: 200,
  lateFeeGraceDays: 3,
  lateFeeCap: 0,
} as unknown as Property;

function renderForm(property?: Property) {
  const onSaved = jest.fn();
  renderPage(<PropertyForm property={property} onSaved={onSaved} onCancel={jest.fn()} />, {
    url: '/app/property/add',
  });
  return onSaved;
}

describe('the property form’s late fee', () => {
  it('is none by default and shows no amounts', () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: /^Late fee policy/ })).toHaveValue('NONE');
    expect(screen.queryByRole('textbox', { name: /^Late fee/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Grace days/ })).not.toBeInTheDocument();
  });

  it('asks for the fee per day and a cap no lower than it, then sends the policy', async () => {
    signInAs.staff('SUPER_ADMIN');
    const api = mockApi({ 'PUT /property/update/p1': () => ok(saved, 'Property Updated Successfully') });
    const user = userEvent.setup();
    const onSaved = renderForm(existing);
    expect(screen.getByRole('textbox', { name: /^Late fee/ })).toHaveValue('200');
    expect(screen.getByRole('textbox', { name: /^Grace days/ })).toHaveValue('3');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Late fee policy/ }), 'PER_DAY');
    const perDay = screen.getByRole('textbox', { name: /^Late fee per day/ });
    await user.clear(perDay);
    await user.type(perDay, '50');
    await user.type(screen.getByRole('textbox', { name: /^Late fee cap/ }), '40');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByText('The cap must be at least the fee per day.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    const cap = screen.getByRole('textbox', { name: /^Late fee cap/ });
    await user.clear(cap);
    await user.type(cap, '500');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const body = api.callsTo('PUT', '/property/update/p1')[0]?.body as FormData;
    expect([...body.entries()].filter(([name]) => name.startsWith('lateFee'))).toEqual([
      ['lateFeePolicy', 'PER_DAY'],
      ['lateFeeAmount', '50'],
      ['lateFeeGraceDays', '3'],
      ['lateFeeCap', '500'],
    ]);
  });

  it('names a missing flat fee and negative grace days', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderForm({ ...existing, lateFeePolicy: 'NONE', lateFeeAmount: 0 });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Late fee policy/ }), 'FLAT');
    await user.type(screen.getByRole('textbox', { name: /^Grace days/ }), '-2');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Grace days cannot be negative')).toBeInTheDocument();
  });
});
