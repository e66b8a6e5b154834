import { INVOICE_TYPE_LABELS } from '@pgportal/contracts/enums';
import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import { Button, Card, DataTable, EmptyState, layout, type DataTableColumn } from '@pgportal/ui';
import { useMyInvoices } from '../api';
import { downloadInvoice } from './download';
import { InvoiceStatusBadge } from './invoice-status-badge';
import * as styles from './my-billing.module.css';

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

/** How to pay one outstanding invoice by UPI: the QR code to scan, and a link that opens a UPI app. */
function PayByUpi({ invoice }: { invoice: Invoice & { upi: NonNullable<Invoice['upi']> } }) {
  return (
    <Card title={`Pay ${invoice.invoiceId} by UPI`} headingLevel={3}>
      <div className={styles.upiBody}>
        <img
          className={styles.qr}
          src={invoice.upi.qrDataUrl}
          alt={`UPI QR code to pay ${formatINR(invoice.outstandingAmount)} for ${invoice.invoiceId}`}
          width={180}
          height={180}
        />
        <div className={layout.stackSm}>
          <p className={styles.amount}>{formatINR(invoice.outstandingAmount)}</p>
          <p className={layout.muted}>
            Due by {formatDate(invoice.dueDate)}. Scan with any UPI app, or on this phone:
          </p>
          <a className={styles.payLink} href={invoice.upi.uri}>
            Open in a UPI app
          </a>
        </div>
      </div>
    </Card>
  );
}

/**
 * The tenant's Billing page: what they owe and by when, their invoices with status and Download,
 * and the UPI code of each invoice with something outstanding.
 */
export function MyBilling() {
  const { data, isLoading } = useMyInvoices();
  const open = (data ?? []).filter((invoice) => invoice.outstandingAmount > 0);
  const due = open.reduce((sum, invoice) => sum + Math.round(invoice.outstandingAmount * 100), 0) / 100;
  const nextDue = open.map((invoice) => invoice.dueDate).sort()[0];
  const payable = open.filter(
    (invoice): invoice is Invoice & { upi: NonNullable<Invoice['upi']> } => !!invoice.upi,
  );

  return (
    <div className={layout.stackLg}>
      {data ? (
        <Card aria-label="What you owe">
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
        </Card>
      ) : null}
      {payable.length ? (
        <section aria-label="Pay by UPI" className={styles.upiList}>
          {payable.map((invoice) => (
            <PayByUpi key={invoice._id} invoice={invoice} />
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
    </div>
  );
}
