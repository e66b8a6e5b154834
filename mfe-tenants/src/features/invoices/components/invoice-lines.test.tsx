import type { Invoice } from '@pgportal/contracts/types';
import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { InvoicesTab } from './invoices-tab';
import { MyBilling } from './my-billing';

const invoice: Invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000011',
  invoiceDate: '2026-04-10',
  dueDate: '2026-04-15',
  invoiceType: 'RENT',
  status: 'UNPAID',
  totalAmount: 9750.5,
  paidAmount: 0,
  outstandingAmount: 9750.5,
  paidAt: null,
  periodStart: '2026-04-10',
  periodEnd: '2026-05-09',
  payments: [],
  upi: null,
  lines: [
    { kind: 'RENT', description: 'Rent', amount: 8000 },
    { kind: 'MEALS', description: 'Meals', amount: 1500.5 },
    { kind: 'OTHER', description: 'Broken chair', amount: 450 },
    { kind: 'DEDUCTION', description: 'Lower rent after a move (2026-03-20 to 2026-04-09)', amount: -200 },
  ],
};

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const expected = [
  ['INV-2026-000011', 'Rent', '₹8,000'],
  ['INV-2026-000011', 'Meals', '₹1,500.50'],
  ['INV-2026-000011', 'Broken chair', '₹450'],
  ['INV-2026-000011', 'Lower rent after a move (2026-03-20 to 2026-04-09)', '-₹200'],
];

describe('invoice lines', () => {
  it('lists each invoice’s lines on the staff Invoice tab', async () => {
    mockApi({ 'GET /payment/tenant-invoice/t1': () => ok([invoice]) });
    renderPage(<InvoicesTab tenantId="t1" />, { url: '/app/tenants/view/t1' });
    const table = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(await screen.findByText('Broken chair')).toBeInTheDocument();
    expect(cellsOf(table)).toEqual(expected);
  });

  it('lists each invoice’s lines on the tenant’s Billing page', async () => {
    mockApi({ 'GET /payment/my-invoices': () => ok([invoice]) });
    renderPage(<MyBilling />, { url: '/tenant/billing' });
    const table = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(cellsOf(table)).toEqual(expected);
  });
});
