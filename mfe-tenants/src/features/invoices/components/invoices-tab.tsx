// The Invoice tab of the tenant details page. The billing issue (#12) gives it its rows and actions;
// until then it shows the table's columns and the empty text.
import { DataTable } from '@pgportal/ui';
import type { DataTableColumn } from '@pgportal/ui';

type InvoiceRow = Record<string, never>;

const COLUMNS: DataTableColumn<InvoiceRow>[] = [
  { key: 'invoiceId', header: 'ID' },
  { key: 'invoiceDate', header: 'Date' },
  { key: 'dueDate', header: 'Due Date' },
  { key: 'invoiceType', header: 'Type' },
  { key: 'totalAmount', header: 'Amount' },
  { key: 'status', header: 'Status' },
  { key: 'paidAt', header: 'Paid At' },
];

export function InvoicesTab({ tenantId }: { tenantId: string }) {
  return <DataTable label="Invoices" columns={COLUMNS} rows={[]} getRowId={() => tenantId} />;
}
