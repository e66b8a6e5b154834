import { INVOICE_TYPE_LABELS } from '@pgportal/contracts/enums';
import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import { Button, Card, DataTable, EmptyState, Notice, layout, type DataTableColumn } from '@pgportal/ui';
import { useState } from 'react';
import { useMyInvoices } from '../api';
import { downloadInvoice } from './download';
import { InvoiceLines } from './invoice-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { IHavePaidModal } from './i-have-paid-modal';
import * as styles from './my-billing.module.css';
import { MyPayments } from './my-payments';
import { PayInUpiApp, PayInvoiceCard, isPayable, payAllUri } from './pay-by-upi';

const columns: DataTableColumn<Invoice>[] = [
  { key: 'invoiceId', header: 'ID' },
  { key: 'invoiceDate', header: 'Date', render: (invoice) => formatDate(invoice.invoiceDate) },
  { key: 'dueDate', header: 'Due Date', render: (invoice) => formatDate(invoice.dueDate) },
  {
    key: 'invoiceType',
    header: 'Type',
    render: (invoice) => INVOICE_TYPE_LABELS[invoice.invoiceType],
  },
  { key: 'totalAmount', header: 'Amount', align: 'end', render: (invoice) => formatINR(invoice.totalAmount) },
  {
    key: 'outstandingAmount',
    header: 'Due',
    align: 'end',
    render: (invoice) => formatINR(invoice.outstandingAmount),
  },
  { key: 'status', header: 'Status', render: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  { key: 'paidAt', header: 'Paid At', render: (invoice) => formatDate(invoice.paidAt) },
  {
    key: 'download',
    header: 'Download',
    hideHeader: true,
    align: 'end',
    render: (invoice) => (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => downloadInvoice(invoice)}
        aria-label={`Download ${invoice.invoiceId}`}
      >
        Download
      </Button>
    ),
  },
];

/** What the tenant owes and by when; 'Pay ₹X in a UPI app' for all of it, or why they cannot. */
function WhatYouOwe({ open }: { open: readonly Invoice[] }) {
  const due = open.reduce((sum, invoice) => sum + Math.round(invoice.outstandingAmount * 100), 0) / 100;
  const nextDue = open.map((invoice) => invoice.dueDate).sort()[0];
  const payable = open.filter(isPayable);
  const allUri = payable.length > 1 && payable.length === open.length ? payAllUri(payable) : null;
  return (
    <Card aria-label="What you owe">
      <div className={layout.stack}>
        {due > 0 ? (
          <p className={styles.summary}>
            You owe <strong>{formatINR(due)}</strong>
            {nextDue ? (
              <>
                , the next payment due by <strong>{formatDate(nextDue)}</strong>
              </>
            ) : null}
            .
          </p>
        ) : (
          <p className={styles.summary}>You owe nothing. Thank you!</p>
        )}
        {allUri ? <PayInUpiApp uri={allUri} amount={due} /> : null}
        {due > 0 && payable.length === 0 ? (
          <Notice>
            Your PG has no UPI ID set up yet, so you cannot pay by UPI here. Pay your manager another way;
            they will mark the invoice paid.
          </Notice>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * The tenant's Billing page: what they owe and by when, 'Pay ₹X in a UPI app' for everything due
 * and for each invoice, 'I have paid' with the UTR, their invoices with status, Download and
 * lines, and their payments, each with its 'Receipt'.
 */
export function MyBilling() {
  const { data, isLoading } = useMyInvoices();
  const [claiming, setClaiming] = useState<Invoice | null>(null);
  const open = (data ?? []).filter((invoice) => invoice.outstandingAmount > 0);
  const payable = open.filter(isPayable);

  return (
    <div className={layout.stackLg}>
      {data ? <WhatYouOwe open={open} /> : null}
      {payable.length ? (
        <section aria-label="Pay by UPI" className={styles.upiList}>
          {payable.map((invoice) => (
            <PayInvoiceCard key={invoice._id} invoice={invoice} onClaim={setClaiming} />
          ))}
        </section>
      ) : null}
      <DataTable
        label="My invoices"
        columns={columns}
        rows={data}
        getRowId={(invoice) => invoice._id}
        loading={isLoading}
        emptyText={<EmptyState title="No invoices yet" />}
      />
      {data?.length ? <InvoiceLines invoices={data} loading={isLoading} /> : null}
      <MyPayments invoices={data} loading={isLoading} />
      <IHavePaidModal invoice={claiming} onClose={() => setClaiming(null)} />
    </div>
  );
}
