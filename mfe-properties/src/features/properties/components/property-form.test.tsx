import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from '@pgportal/contracts/types';
import { fail, mockApi, ok, renderPage, resetSession, signInAs } from '@pgportal/testing';
import { PropertyForm } from './property-form';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const saved = { _id: 'p1', name: 'Green Leaf PG' } as Property;

function renderForm(property?: Property) {
  const onSaved = jest.fn();
  renderPage(<PropertyForm property={property} onSaved={onSaved} onCancel={jest.fn()} />, {
    url: '/app/property/add',
  });
  return onSaved;
}

describe('property form', () => {
  it('shows the spec messages for name, area, city and pincode, and sends nothing', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Area is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the multipart form with address and amenities as JSON; an unnamed amenity is Unnamed', async () => {
    const api = mockApi({ 'POST /property/add': () => ok(saved, 'Property has been added successfully') });
    const user = userEvent.setup();
    const onSaved = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Green Leaf PG');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'HOSTEL');
    await user.type(screen.getByRole('textbox', { name: /^Area/ }), 'Koramangala');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Bengaluru');
    await user.type(screen.getByRole('textbox', { name: /^Pincode/ }), '560034');
    // issue 45: the state of the police verification form, read from the GSTIN or PIN code unless chosen
    const state = screen.getByRole('combobox', { name: /^State/ });
    expect(state).toHaveValue('');
    await user.selectOptions(state, 'Karnataka');
    await user.type(screen.getByRole('textbox', { name: 'New amenity' }), 'Wi-Fi');
    await user.click(screen.getByRole('button', { name: 'Add amenity' }));
    await user.click(screen.getByRole('button', { name: 'Add amenity' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi available' }));
    await user.click(screen.getByRole('checkbox', { name: 'Has canteen' }));
    await user.click(screen.getByRole('button', { name: 'Add Property' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const body = api.callsTo('POST', '/property/add')[0]?.body as FormData;
    expect(body.get('name')).toBe('Green Leaf PG');
    expect(body.get('category')).toBe('HOSTEL');
    expect(body.get('hasCanteen')).toBe('true');
    // issue 45: the retention period, 365 days unless changed
    expect(body.get('retentionDays')).toBe('365');
    expect(body.get('state')).toBe('29');
    expect(JSON.parse(body.get('address') as string)).toEqual({
      fullAddress: '',
      area: 'Koramangala',
      city: 'Bengaluru',
      pinCode: '560034',
    });
    expect(JSON.parse(body.get('amenities') as string)).toEqual([
      { name: 'Wi-Fi', available: false },
      { name: 'Unnamed', available: true },
    ]);
    expect(await screen.findByText('Property has been added successfully')).toBeInTheDocument();
  });

  it('refuses a retention period under 30 days, and sends the one chosen (issue 45)', async () => {
    const api = mockApi({ 'POST /property/add': () => ok(saved) });
    const user = userEvent.setup();
    const onSaved = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Green Leaf PG');
    await user.type(screen.getByRole('textbox', { name: /^Area/ }), 'Koramangala');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Bengaluru');
    await user.type(screen.getByRole('textbox', { name: /^Pincode/ }), '560034');
    const retention = screen.getByRole('spinbutton', { name: /Retention period \(days\)/ });
    expect(retention).toHaveValue(365);
    await user.clear(retention);
    await user.type(retention, '10');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(
      await screen.findByText('Retention period: enter a whole number of days from 30 to 3650'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.clear(retention);
    await user.type(retention, '730');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((api.callsTo('POST', '/property/add')[0]?.body as FormData).get('retentionDays')).toBe('730');
  });

  it('refuses a pincode that is not 6 digits and shows the server’s field errors', async () => {
    mockApi({
      'PUT /property/update/p1': () => fail(400, 'City is required', { 'address.city': 'City is required' }),
    });
    const user = userEvent.setup();
    renderForm({
      ...saved,
      description: '',
      rules: '',
      contactNumber: '',
      category: 'PG',
      allowedFor: 'BOYS',
      hasCanteen: false,
      address: { fullAddress: '', area: 'HSR', city: 'Bengaluru', pinCode: '5600' },
      amenities: [],
      coverImage: null,
    } as unknown as Property);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Green Leaf PG');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByText('Enter a 6-digit pincode')).toBeInTheDocument();
    const pincode = screen.getByRole('textbox', { name: /^Pincode/ });
    await user.clear(pincode);
    await user.type(pincode, '560102');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findAllByText('City is required')).not.toHaveLength(0);
  });

  describe('UPI ID', () => {
    const existing = {
      ...saved,
      description: '',
      rules: '',
      contactNumber: '',
      upiId: 'sunrisepg@okaxis',
      hasCanteen: false,
      address: { fullAddress: '', area: 'HSR', city: 'Bengaluru', pinCode: '560102' },
      amenities: [],
      coverImage: null,
    } as unknown as Property;

    it('is read-only for a manager, says only an admin can change it, and is not sent', async () => {
      signInAs.staff('MANAGER');
      const api = mockApi({ 'PUT /property/update/p1': () => ok(saved, 'Property Updated Successfully') });
      const user = userEvent.setup();
      const onSaved = renderForm(existing);
      const upi = screen.getByRole('textbox', { name: 'UPI ID' });
      expect(upi).toHaveValue('sunrisepg@okaxis');
      expect(upi).toHaveAttribute('readonly');
      expect(upi).toHaveAccessibleDescription(/Only an admin can change the UPI ID\./);
      await user.type(upi, 'x');
      expect(upi).toHaveValue('sunrisepg@okaxis');
      await user.click(screen.getByRole('button', { name: 'Update Property' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
      const body = api.callsTo('PUT', '/property/update/p1')[0]?.body as FormData;
      expect(body.get('name')).toBe('Green Leaf PG');
      expect(body.has('upiId')).toBe(false);
    });

    it('is editable for an admin and sent', async () => {
      signInAs.staff('SUPER_ADMIN');
      const api = mockApi({ 'PUT /property/update/p1': () => ok(saved, 'Property Updated Successfully') });
      const user = userEvent.setup();
      const onSaved = renderForm(existing);
      const upi = screen.getByRole('textbox', { name: 'UPI ID' });
      expect(upi).not.toHaveAttribute('readonly');
      await user.clear(upi);
      await user.type(upi, 'greenleaf@okhdfc');
      await user.click(screen.getByRole('button', { name: 'Update Property' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
      const body = api.callsTo('PUT', '/property/update/p1')[0]?.body as FormData;
      expect(body.get('upiId')).toBe('greenleaf@okhdfc');
    });
  });

  it('shows the Tally ledger names, blank for a default, and sends those changed', async () => {
    signInAs.staff('MANAGER');
    const api = mockApi({ 'PUT /property/update/p1': () => ok(saved, 'Property Updated Successfully') });
    const user = userEvent.setup();
    const onSaved = renderForm({
      ...saved,
      description: '',
      rules: '',
      contactNumber: '',
      upiId: '',
      hasCanteen: false,
      address: { fullAddress: '', area: 'HSR', city: 'Bengaluru', pinCode: '560102' },
      amenities: [],
      coverImage: null,
      tallyLedgers: {
        company: '',
        rentIncome: 'Room rent',
        mealsIncome: 'Meals income',
        electricityIncome: 'Electricity charges',
        lateFeeIncome: 'Late fee income',
        otherIncome: 'Other charges',
        deposits: 'Security deposits',
        bank: 'Bank account',
        cash: 'Cash',
        outputCgst: 'CGST payable',
        outputSgst: 'Output SGST',
        outputUtgst: 'Output UTGST',
      },
    });
    const group = screen.getByRole('group', { name: 'Tally export' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ledger for rent' })).toHaveValue('Room rent');
    expect(screen.getByRole('textbox', { name: 'Ledger for output CGST' })).toHaveValue('CGST payable');
    expect(screen.getByRole('textbox', { name: 'Ledger for output SGST' })).toHaveAttribute(
      'placeholder',
      'Output SGST',
    );
    const cash = screen.getByRole('textbox', { name: 'Cash ledger' });
    expect(cash).toHaveValue('');
    expect(cash).toHaveAttribute('placeholder', 'Cash');
    expect(screen.getByRole('textbox', { name: 'Tally company name' })).toHaveAttribute(
      'placeholder',
      'Green Leaf PG',
    );
    await user.type(cash, 'Cash box');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const body = api.callsTo('PUT', '/property/update/p1')[0]?.body as FormData;
    expect(JSON.parse(body.get('tallyLedgers') as string)).toEqual({
      company: '',
      rentIncome: 'Room rent',
      mealsIncome: '',
      electricityIncome: '',
      lateFeeIncome: '',
      otherIncome: '',
      deposits: '',
      bank: '',
      cash: 'Cash box',
      outputCgst: 'CGST payable',
      outputSgst: '',
      outputUtgst: '',
    });
  });

  describe('GST registration (issue 44)', () => {
    const existing = {
      ...saved,
      description: '',
      rules: '',
      contactNumber: '',
      hasCanteen: false,
      address: { fullAddress: '', area: 'HSR', city: 'Bengaluru', pinCode: '560102' },
      amenities: [],
      coverImage: null,
    } as unknown as Property;

    it('checks the GSTIN, asks for the legal name, shows the state and sends both', async () => {
      signInAs.staff('SUPER_ADMIN');
      const api = mockApi({ 'PUT /property/update/p1': () => ok(saved, 'Property Updated Successfully') });
      const user = userEvent.setup();
      const onSaved = renderForm(existing);
      const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
      await user.type(gstin, '29AAGCB7383J1Z5');
      await user.click(screen.getByRole('button', { name: 'Update Property' }));
      expect(
        await screen.findByText(
          'The last character of this GSTIN does not match the rest: check it for a typing mistake',
        ),
      ).toBeInTheDocument();
      await user.clear(gstin);
      await user.type(gstin, '29aagcb7383j1z4');
      expect(screen.getByText(/State: Karnataka/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Update Property' }));
      expect(await screen.findByText('Enter the legal name registered with this GSTIN')).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
      await user.type(screen.getByRole('textbox', { name: 'Legal name' }), 'Green Leaf Stays LLP');
      await user.click(screen.getByRole('button', { name: 'Update Property' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
      const body = api.callsTo('PUT', '/property/update/p1')[0]?.body as FormData;
      expect(body.get('gstin')).toBe('29AAGCB7383J1Z4');
      expect(body.get('gstLegalName')).toBe('Green Leaf Stays LLP');
    });
  });
});
