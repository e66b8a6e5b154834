// The tenant/invoice picker of an unmatched statement line (issue 23): tenants by name, then the
// chosen tenant's invoices with something outstanding.
import { API } from '@pgportal/contracts/api-paths';
import type { Invoice, TenantListItem } from '@pgportal/contracts/types';
import { useApiQuery, usePagedQuery } from '@pgportal/ui/data';

/** GET /tenant?search=…: the first tenants matching what was typed. */
export const useTenantSearch = (search: string) =>
  usePagedQuery<TenantListItem>(search.trim() ? API.tenant.search : null, { search, page: 1, limit: 10 });

/** GET /payment/tenant-invoice/{tenantId}, once a tenant is chosen. */
export const useTenantInvoices = (tenantId: string | null) =>
  useApiQuery<Invoice[]>(tenantId ? API.tenant.invoices(tenantId) : null);
