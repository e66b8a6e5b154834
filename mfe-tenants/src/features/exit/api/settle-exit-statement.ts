import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import type { ExitSettleInput } from '@pgportal/contracts/schemas';
import { useApiMutation } from '@pgportal/ui/data';

/** POST /tenant/{tenantId}/exit-statement/settle: the refund recorded, the bed vacated. */
export const useSettleExitStatement = (tenantId: string) =>
  useApiMutation({
    request: (body: ExitSettleInput) =>
      request<ExitStatementAnswer>(API.tenant.exitStatementSettle(tenantId), { method: 'POST', body }),
    successMessage: MESSAGES.exitStatementSettled,
    revalidates: [
      API.tenant.prefix,
      API.stats.prefix,
      API.payment.prefix,
      API.room.prefix,
      API.bed.prefix,
      API.waiting.prefix,
    ],
  });
