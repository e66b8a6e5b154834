import { API } from '@pgportal/contracts/api-paths';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/{tenantId}/exit-statement: null while the tenant has neither a notice nor a statement. */
export const useExitStatement = (tenantId: string) =>
  useApiQuery<ExitStatementAnswer | null>(API.tenant.exitStatement(tenantId));
