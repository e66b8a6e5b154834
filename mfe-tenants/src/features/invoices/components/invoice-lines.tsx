import { formatINR } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import { DataTable, type DataTableColumn } from '@pgportal/ui';

/** One line of an invoice, with the invoice it belongs to. */
interface InvoiceLineRow {
  invoice: Invoice;
  index: number;
  description: string;
  amount: number;
}

/** Each invoice's lines, in the order of the invoices (newest first), each in its own order. */
export function linesOf(invoices: readonly Invoice[] | undefined): InvoiceLineRow[] {
  return (invoices ?? []).flatMap((invoice) =>
    (invoice.lines ?? []).map((line, index) => ({ invoice, index, ...line })),
  );
}

const columns: DataTableColumn<InvoiceLineRow>[] = [
  { key: 'invoice', header: 'Invoice', render: ({ invoice }) => invoice.invoiceId },
  { key: 'description', header: 'Description' },
  { key: 'amount', header: 'Amount', align: 'end', render: ({ amount }) => formatINR(amount) },
];

/**
 * What each invoice is made of (issue 23): rent, meals, advance, the charges and credits it took.
 * The lines of an invoice add up to its amount.
 */
export function InvoiceLines({
  invoices,
  loading,
}: {
  invoices: readonly Invoice[] | undefined;
  loading: boolean;
}) {
  return (
    <section aria-labelledby="invoice-lines-heading">
      <h3 id="invoice-lines-heading">Invoice lines</h3>
      <DataTable
        label="Invoice lines"
        columns={columns}
        rows={linesOf(invoices)}
        getRowId={({ invoice, index }) => `${invoice._id}-${index}`}
        loading={loading}
        emptyText="No invoice lines yet"
      />
    </section>
  );
}
