import type { ForeignNationalAnswer, Form3SheetAnswer } from '@pgportal/contracts/responses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { Form3Tab } from './form3-tab';

afterEach(() => jest.restoreAllMocks());

const details: NonNullable<ForeignNationalAnswer['details']> = {
  nationality: 'Nepal',
  gender: 'F',
  permanentAddressAbroad: 'Ward 4, Lalitpur',
  permanentPhone: '',
  passportNumber: 'XXXX4567',
  passportPlaceOfIssue: 'Kathmandu',
  passportIssuedOn: '2022-01-10',
  passportExpiresOn: '2032-01-09',
  visaKind: 'E_VISA',
  visaNumber: 'XXXX6543',
  visaType: 'Student',
  visaPlaceOfIssue: 'New Delhi',
  visaIssuedOn: '2026-06-01',
  visaExpiresOn: '2027-05-31',
  arrivedFrom: 'Kathmandu, Nepal',
  arrivedInIndiaOn: '2026-11-28',
  arrivedAt: '2026-11-29T18:00:00.000Z',
  intendedStay: '1 year',
  purposeOfStay: 'Study',
  employedInIndia: false,
  nextDestination: 'Kathmandu',
  departedAt: null,
};
const arrival = {
  _id: 'r1',
  kind: 'ARRIVAL' as const,
  eventAt: '2026-11-29T18:00:00.000Z',
  dueAt: '2026-11-30T18:00:00.000Z',
  submissionNumber: null,
  submittedAt: null,
  recordedByName: null,
};

const renderTab = () =>
  renderPage(<Form3Tab tenantId="t1" propertyId="p1" />, { url: '/app/tenants/view/t1' });

describe('Form III on Tenant Details', () => {
  it('records a foreign national’s details, the arrival sent in India time, the server’s refusal on its field', async () => {
    let answer = () =>
      fail(400, 'Bad', { passportNumber: 'A passport number has 6 to 20 letters and digits, e.g. K1234567' });
    const api = mockApi({
      'GET /tenant/t1/foreign-national': () => ok({ foreign: false, details: null, reports: [] }),
      'PUT /tenant/t1/foreign-national': () => answer(),
    });
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record foreign national details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foreign national details' });
    await user.type(within(dialog).getByLabelText(/^Nationality/), 'Nepal');
    const passport = within(dialog).getByLabelText(/^Passport number/);
    await user.type(passport, 'K1');
    await user.type(within(dialog).getByLabelText(/^Arrival at the PG/), '2026-11-29T23:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(passport).toHaveAccessibleDescription(expect.stringContaining('6 to 20 letters')),
    );
    const body = api.callsTo('PUT', '/tenant/t1/foreign-national')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      nationality: 'Nepal',
      passportNumber: 'K1',
      arrivedAt: '2026-11-29T23:30:00+05:30',
      employedInIndia: false,
    });
    expect(body.visaNumber).toBeUndefined();
    answer = () => ok({ foreign: true, details, reports: [arrival] }, 'Foreign national details saved');
    // The field's message shows while the first save is still ending ('Saving...'): the button
    // comes back as Save once it has.
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/tenant/t1/foreign-national')).toHaveLength(2));
  });

  it('shows the numbers masked, the report due with its hours, records the submission, and shows the sheet', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-30T12:00:00.000Z'));
    const sheet: Form3SheetAnswer = {
      portalUrl: 'https://indianfrro.gov.in',
      tenantId: 't1',
      fullName: 'Anjali Shrestha',
      dateOfBirth: '2004-03-02',
      phoneNumber: '9876543210',
      email: 'anjali@example.com',
      property: { _id: 'p1', name: 'Sunrise PG', address: '1 Main Road, Bengaluru' },
      details: { ...details, passportNumber: 'K1234567', visaNumber: 'VX9876543' },
      reports: [arrival],
    };
    const api = mockApi({
      'GET /tenant/t1/foreign-national': () => ok({ foreign: true, details, reports: [arrival] }),
      'POST /tenant/t1/form3/ARRIVAL': () => ok({ foreign: true, details, reports: [arrival] }),
      'GET /tenant/t1/form3': () => ok(sheet),
    });
    renderTab();
    expect(await screen.findByText('XXXX4567')).toBeInTheDocument();
    expect(screen.queryByText('K1234567')).not.toBeInTheDocument();
    expect(screen.getByText(/Form III due by 30 Nov 2026, 23:30 IST/)).toBeInTheDocument();
    expect(screen.getByText('(6 hours left)')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Form III submitted: arrival report' });
    await user.type(within(form).getByLabelText(/^Submission number/), 'FRO123');
    const at = within(form).getByLabelText(/^Submitted at/);
    await user.clear(at);
    await user.type(at, '2026-11-30T10:15');
    await user.click(within(form).getByRole('button', { name: 'Form III submitted' }));
    await waitFor(() => expect(api.callsTo('POST', '/tenant/t1/form3/ARRIVAL')).toHaveLength(1));
    expect(api.callsTo('POST', '/tenant/t1/form3/ARRIVAL')[0]!.body).toEqual({
      submissionNumber: 'FRO123',
      submittedAt: '2026-11-30T10:15:00+05:30',
    });
    expect(api.callsTo('GET', '/tenant/t1/form3')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Form III register (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/export/form3-register.csv?propertyId=p1',
    );
    expect(screen.getByRole('link', { name: 'Download the Form III sheet (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/tenant/t1/documents/form3',
    );
    await user.click(screen.getByRole('button', { name: 'Show the Form III sheet' }));
    const region = await screen.findByRole('region', { name: 'Form III data sheet' });
    expect(within(region).getByRole('row', { name: 'Passport number K1234567' })).toBeInTheDocument();
    expect(within(region).getByRole('row', { name: 'Visa number VX9876543' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'https://indianfrro.gov.in' })).toHaveAttribute(
      'href',
      'https://indianfrro.gov.in',
    );
  });
});
