import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import { useApiMutation } from '@pgportal/ui/data';

/** POST /tenant/{tenantId}/exit-statement/send: the latest version is mailed and shown to the tenant. */
export const useSendExitStatement = () =>
  useApiMutation({
    request: (tenantId: string) =>
      request<ExitStatementAnswer>(API.tenant.exitStatementSend(tenantId), { method: 'POST' }),
    successMessage: MESSAGES.exitStatementSent,
    revalidates: [API.tenant.prefix, API.stats.prefix, API.waiting.prefix],
  });
