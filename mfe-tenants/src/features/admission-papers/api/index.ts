// Papers of admission (issue 24): where the browser downloads a tenant's agreement and police
// verification form (plain links: the session cookie goes with them).
import { API } from '@pgportal/contracts/api-paths';
import { API_BASE } from '@pgportal/contracts/api';

export const agreementUrl = (tenantId: string) => `${API_BASE}${API.tenant.agreement(tenantId)}`;
export const policeVerificationUrl = (tenantId: string) =>
  `${API_BASE}${API.tenant.policeVerification(tenantId)}`;
