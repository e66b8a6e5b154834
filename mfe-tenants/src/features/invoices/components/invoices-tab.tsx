import { INVOICE_TYPE_LABELS } from '@pgportal/contracts/enums';
import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import { DataTable, RowMenu, layout, type DataTableColumn } from '@pgportal/ui';
import { useState } from 'react';
import { useTenantInvoices } from '../api';
import { downloadInvoice } from './download';
import { GstOnInvoices } from './gst-on-invoices';
import { InvoiceClaims, type InvoiceClaim } from './invoice-claims';
import { InvoiceLines, type InvoiceLineRow } from './invoice-lines';
import { InvoicePayments, type InvoicePayment } from './invoice-payments';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { MarkAsPaidModal } from './mark-as-paid-modal';
import { RejectClaimModal } from './reject-claim-modal';
import { ReversePaymentModal } from './reverse-payment-modal';
import { WaiveLateFeeModal } from './waive-late-fee-modal';

/**
 * Tenant details, Invoice tab (SPEC §2): ID, Date, Due Date, Type, Amount, Status, Paid At and a
 * row menu: 'Mark as Paid' while something is outstanding, and Download (the PDF). Under it, each
 * invoice's lines (what its amount is made of; 'Waive' on a late fee), its payments (date, amount, mode, who recorded it),
 * each with 'Reverse'; above them the tenant's payment claims ('I have paid' with a UTR) to Confirm or Reject,
 * and at a GST-registered property each invoice's GST document with its credit or debit notes (issue 44).
 */
export function InvoicesTab({ tenantId }: { tenantId: string }) {
  const { data, isLoading } = useTenantInvoices(tenantId);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [reversing, setReversing] = useState<InvoicePayment | null>(null);
  const [rejecting, setRejecting] = useState<InvoiceClaim | null>(null);
  const [waiving, setWaiving] = useState<InvoiceLineRow | null>(null);

  const columns: DataTableColumn<Invoice>[] = [
    { key: 'invoiceId', header: 'ID' },
    { key: 'invoiceDate', header: 'Date', render: (invoice) => formatDate(invoice.invoiceDate) },
    { key: 'dueDate', header: 'Due Date', render: (invoice) => formatDate(invoice.dueDate) },
    { key: 'invoiceType', header: 'Type', render: (invoice) => INVOICE_TYPE_LABELS[invoice.invoiceType] },
    {
      key: 'totalAmount',
      header: 'Amount',
      align: 'end',
      render: (invoice) =>
        invoice.status === 'PARTIAL' || (invoice.status === 'OVERDUE' && invoice.paidAmount > 0)
          ? `${formatINR(invoice.totalAmount)} (${formatINR(invoice.outstandingAmount)} due)`
          : formatINR(invoice.totalAmount),
    },
    { key: 'status', header: 'Status', render: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
    { key: 'paidAt', header: 'Paid At', render: (invoice) => formatDate(invoice.paidAt) },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 56,
      align: 'end',
      render: (invoice) => (
        <RowMenu
          label={`Actions for ${invoice.invoiceId}`}
          items={[
            {
              label: 'Mark as Paid',
              onSelect: () => setPaying(invoice),
              hidden: invoice.outstandingAmount <= 0,
            },
            { label: 'Download', onSelect: () => downloadInvoice(invoice) },
          ]}
        />
      ),
    },
  ];

  return (
    <div className={layout.stackLg}>
      <DataTable
        label="Invoices"
        columns={columns}
        rows={data}
        getRowId={(invoice) => invoice._id}
        loading={isLoading}
      />
      <InvoiceLines invoices={data} loading={isLoading} onWaive={setWaiving} />
      <GstOnInvoices invoices={data} staff />
      <InvoiceClaims invoices={data} onReject={setRejecting} />
      <InvoicePayments invoices={data} loading={isLoading} onReverse={setReversing} />
      <MarkAsPaidModal invoice={paying} onClose={() => setPaying(null)} />
      <ReversePaymentModal entry={reversing} onClose={() => setReversing(null)} />
      <RejectClaimModal entry={rejecting} onClose={() => setRejecting(null)} />
      <WaiveLateFeeModal line={waiving} onClose={() => setWaiving(null)} />
    </div>
  );
}
