import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_AGREEMENT_TEXT } from '@pgportal/contracts/schemas';
import type { Property } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage, resetSession } from '@pgportal/testing';
import { PropertyForm } from './property-form';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const existing = {
  _id: 'p1',
  name: 'Green Leaf PG',
  description: '',
  rules: '',
  contactNumber: '',
  upiId: '',
  agreementText: '',
  hasCanteen: false,
  address: { fullAddress: '', area: 'HSR', city: 'Bengaluru', pinCode: '560102' },
  amenities: [],
  coverImage: null,
} as unknown as Property;

function renderForm() {
  const onSaved = jest.fn();
  renderPage(<PropertyForm property={existing} onSaved={onSaved} onCancel={jest.fn()} />, {
    url: '/app/property/update/p1',
  });
  return onSaved;
}

describe('the agreement clauses on the property form', () => {
  it('names the placeholders, starts from the standard text and sends the edited clauses', async () => {
    const api = mockApi({ 'PUT /property/update/p1': () => ok(existing, 'Property Updated Successfully') });
    const user = userEvent.setup();
    const onSaved = renderForm();
    const clauses = screen.getByRole('textbox', { name: 'Agreement clauses' });
    expect(clauses).toHaveValue('');
    expect(clauses).toHaveAccessibleDescription(
      /Leave empty for the standard text\. Placeholders: \{\{tenantName\}\}/,
    );
    await user.click(screen.getByRole('button', { name: 'Start from the standard text' }));
    expect(clauses).toHaveValue(DEFAULT_AGREEMENT_TEXT);
    await user.type(clauses, ' Pets are not allowed.');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = api.callsTo('PUT', '/property/update/p1')[0]?.body as FormData;
    expect(body.get('agreementText')).toBe(`${DEFAULT_AGREEMENT_TEXT} Pets are not allowed.`);
  });

  it('refuses an unknown placeholder before sending, naming it', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Agreement clauses' }));
    await user.paste('Rent {{rent}} due to {{landlord}}.');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByText(/^Unknown placeholders: \{\{landlord\}\}\. Use only/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
