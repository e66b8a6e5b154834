import { useTenantInvoices } from '../api';
import { RentReceipts } from './rent-receipts';

/** Tenant Details' HRA receipts tab: the same receipts the tenant downloads from Billing (issue 44). */
export function StaffRentReceipts({ tenantId }: { tenantId: string }) {
  const { data: invoices } = useTenantInvoices(tenantId);
  return <RentReceipts tenantId={tenantId} invoices={invoices} />;
}
