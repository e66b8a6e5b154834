// Issue 44: at a GST-registered PG the tenant's Billing lists each invoice's GST document and the
// credit or debit notes for it, each with a Download of its PDF, in English and Hindi; staff's
// Tenant Details shows the same in English; at a PG that is not registered, nothing.
import type { Invoice } from '@pgportal/contracts/types';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import { InvoicesTab } from './invoices-tab';
import { MyBilling } from './my-billing';

const invoice: Invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000007',
  invoiceDate: '2026-08-01',
  dueDate: '2026-08-06',
  invoiceType: 'RENT',
  status: 'PAID',
  totalAmount: 9000,
  paidAmount: 9000,
  outstandingAmount: 0,
  paidAt: '2026-08-03',
  periodStart: '2026-08-01',
  periodEnd: '2026-08-31',
  payments: [],
  claims: [],
};
const taxed: Invoice = {
  ...invoice,
  gst: {
    kind: 'TAX_INVOICE',
    serial: 'GST/26-27/1',
    gstin: '29AAGCB7383J1Z4',
    legalName: 'Sunrise Stays LLP',
    sac: '996322',
    taxableValue: 8571.44,
    ratePercent: 5,
    cgst: 214.28,
    sgst: 214.28,
    reason: 'SHORT_STAY',
    notes: [
      {
        _id: 'n1',
        kind: 'CREDIT_NOTE',
        serial: 'CN/26-27/1',
        date: '2026-10-30',
        reason: 'REACHED_90_DAYS',
        taxableValue: 8571.44,
        ratePercent: 5,
        cgst: 214.28,
        sgst: 214.28,
      },
    ],
  },
};

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it('lists the GST document and its credit note, in English and in Hindi', async () => {
  mockApi({ 'GET /payment/my-invoices': () => ok([taxed]) });
  renderPage(<MyBilling />, { url: '/tenant/billing' });
  const table = await screen.findByRole('table', { name: 'GST on your invoices' });
  expect(within(table).getByText('GST/26-27/1')).toBeInTheDocument();
  expect(within(table).getByText('Tax invoice')).toBeInTheDocument();
  expect(within(table).getByText('₹428.56')).toBeInTheDocument();
  expect(
    within(table).getByText('Credit note CN/26-27/1 on Oct 30 2026: GST ₹428.56 reversed'),
  ).toBeInTheDocument();
  act(() => useLanguage.getState().setLanguage('hi'));
  const hindi = await screen.findByRole('table', { name: 'आपके बिलों पर GST' });
  expect(within(hindi).getByText('कर बीजक')).toBeInTheDocument();
  expect(within(hindi).getByText(/क्रेडिट नोट CN\/26-27\/1/)).toBeInTheDocument();
  expect(within(hindi).getByRole('button', { name: 'CN/26-27/1 डाउनलोड करें' })).toBeInTheDocument();
});

it('downloads the note’s PDF from Billing', async () => {
  mockApi({ 'GET /payment/my-invoices': () => ok([taxed]) });
  const clicked: Array<{ href: string; download: string }> = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  renderPage(<MyBilling />, { url: '/tenant/billing' });
  const table = await screen.findByRole('table', { name: 'GST on your invoices' });
  await userEvent.click(within(table).getByRole('button', { name: 'Download CN/26-27/1' }));
  expect(clicked).toEqual([{ href: '/api/v1/payment/gst-note/n1/download', download: 'CN-26-27-1.pdf' }]);
});

it('shows staff the notes on Tenant Details, in English', async () => {
  mockApi({ 'GET /payment/tenant-invoice/t1': () => ok([taxed]) });
  renderPage(<InvoicesTab tenantId="t1" />, { url: '/app/tenants/view/t1' });
  const table = await screen.findByRole('table', { name: 'GST on these invoices' });
  expect(
    within(table).getByText('Credit note CN/26-27/1 on Oct 30 2026: GST ₹428.56 reversed'),
  ).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Download CN/26-27/1' })).toBeInTheDocument();
});

it('says which notes are on a late fee', async () => {
  const feeNote = {
    _id: 'n2',
    kind: 'DEBIT_NOTE' as const,
    serial: 'DN/26-27/4',
    date: '2026-10-30',
    reason: 'LATE_FEE',
    taxableValue: 95.24,
    ratePercent: 5,
    cgst: 2.38,
    sgst: 2.38,
  };
  const withFee: Invoice = { ...taxed, gst: { ...taxed.gst!, notes: [feeNote] } };
  mockApi({ 'GET /payment/my-invoices': () => ok([withFee]) });
  renderPage(<MyBilling />, { url: '/tenant/billing' });
  const table = await screen.findByRole('table', { name: 'GST on your invoices' });
  expect(
    within(table).getByText('Debit note DN/26-27/4 on Oct 30 2026: GST ₹4.76 payable, on a late fee'),
  ).toBeInTheDocument();
  act(() => useLanguage.getState().setLanguage('hi'));
  const hindi = await screen.findByRole('table', { name: 'आपके बिलों पर GST' });
  expect(within(hindi).getByText(/डेबिट नोट DN\/26-27\/4, .*, विलंब शुल्क पर$/)).toBeInTheDocument();
});

it('shows nothing of GST at a PG that is not registered', async () => {
  mockApi({ 'GET /payment/my-invoices': () => ok([invoice]) });
  renderPage(<MyBilling />, { url: '/tenant/billing' });
  await screen.findByRole('table', { name: 'My invoices' });
  expect(screen.queryByRole('table', { name: 'GST on your invoices' })).not.toBeInTheDocument();
});
