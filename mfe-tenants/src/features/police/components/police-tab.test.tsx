import type { PoliceVerificationAnswer } from '@pgportal/contracts/responses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { PoliceTab } from './police-tab';

afterEach(() => jest.restoreAllMocks());

const toFile: PoliceVerificationAnswer = {
  tenantId: 't1',
  state: 'Delhi',
  layout: {
    code: 'DL',
    name: 'Delhi Police tenant registration',
    portalName: 'Delhi Police citizen services',
    portalUrl: 'https://delhipolice.gov.in',
    deadline: 'Before letting: the order forbids letting until the particulars are given to the police.',
  },
  status: 'TO_FILE',
  movedInOn: '2026-11-27',
  dueOn: '2026-11-27',
  overdue: true,
  number: null,
  filedOn: null,
  verifiedOn: null,
  recordedByName: null,
};

const renderTab = () => renderPage(<PoliceTab tenantId="t1" />, { url: '/app/tenants/view/t1' });

describe('Police verification on Tenant Details', () => {
  it('shows the state’s form, the portal, the due day overdue, and records the filing', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-30T12:00:00.000Z'));
    let answer = () => fail(400, 'Bad', { number: 'Use at most 60 characters' });
    const api = mockApi({
      'GET /tenant/t1/police': () => ok(toFile),
      'POST /tenant/t1/police/filed': () => answer(),
    });
    renderTab();
    expect(
      await screen.findByRole('row', { name: 'Form Delhi Police tenant registration' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Status To file' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Due by 27 Nov 2026' })).toBeInTheDocument();
    expect(screen.getByText('Overdue: it was due by 27 Nov 2026.')).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Download police verification form' });
    expect(pdf).toHaveAttribute('href', '/api/v1/tenant/t1/documents/police-verification');
    expect(screen.getByRole('link', { name: 'File on Delhi Police citizen services' })).toHaveAttribute(
      'href',
      'https://delhipolice.gov.in',
    );
    expect(screen.queryByRole('button', { name: 'Mark verified' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Police verification filed' });
    const number = within(form).getByLabelText(/^Acknowledgement number/);
    await user.type(number, 'SR-42');
    const filedOn = within(form).getByLabelText(/^Filed on/);
    await user.clear(filedOn);
    await user.type(filedOn, '2026-11-29');
    await user.click(within(form).getByRole('button', { name: 'Record filing' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining('at most 60')));
    answer = () => ok({ ...toFile, status: 'FILED', overdue: false, number: 'SR-42', filedOn: '2026-11-29' });
    await user.click(within(form).getByRole('button', { name: 'Record filing' }));
    await waitFor(() => expect(api.callsTo('POST', '/tenant/t1/police/filed')).toHaveLength(2));
    expect(api.callsTo('POST', '/tenant/t1/police/filed')[1]!.body).toEqual({
      number: 'SR-42',
      filedOn: '2026-11-29',
    });
  });

  it('marks a filed verification verified on a day, and a generic form names the police station', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-30T12:00:00.000Z'));
    const filed: PoliceVerificationAnswer = {
      ...toFile,
      state: null,
      layout: {
        ...toFile.layout,
        code: 'GENERIC',
        name: 'Tenant information form',
        portalName: null,
        portalUrl: null,
      },
      status: 'FILED',
      overdue: false,
      number: 'SR-42',
      filedOn: '2026-11-28',
      recordedByName: 'Meera Manager',
    };
    const api = mockApi({
      'GET /tenant/t1/police': () => ok(filed),
      'POST /tenant/t1/police/verified': () => ok({ ...filed, status: 'VERIFIED', verifiedOn: '2026-11-30' }),
    });
    renderTab();
    expect(await screen.findByRole('row', { name: 'Acknowledgement number SR-42' })).toBeInTheDocument();
    expect(screen.getByText('File it at the local police station.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^File on/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Police verification filed' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const verifiedOn = screen.getByLabelText(/^Verified on/);
    await user.clear(verifiedOn);
    await user.type(verifiedOn, '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Mark verified' }));
    await waitFor(() => expect(api.callsTo('POST', '/tenant/t1/police/verified')).toHaveLength(1));
    expect(api.callsTo('POST', '/tenant/t1/police/verified')[0]!.body).toEqual({ verifiedOn: '2026-11-30' });
  });
});
