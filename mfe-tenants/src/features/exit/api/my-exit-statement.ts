import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import { useApiMutation, useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/my-exit-statement: the version sent to the signed-in tenant, null before one is. */
export const useMyExitStatement = () => useApiQuery<ExitStatementAnswer | null>(API.tenant.myExitStatement);

/** POST /tenant/my-exit-statement/accept {version} | dispute {comment}. */
export const useAnswerExitStatement = () =>
  useApiMutation({
    request: (answer: { accept: true; version: number } | { accept: false; comment: string }) =>
      answer.accept
        ? request<ExitStatementAnswer>(API.tenant.myExitStatementAccept, {
            method: 'POST',
            // the version read: if the figures changed meanwhile, the API refuses (409)
            body: { version: answer.version },
          })
        : request<ExitStatementAnswer>(API.tenant.myExitStatementDispute, {
            method: 'POST',
            body: { comment: answer.comment },
          }),
    successMessage: (statement) =>
      statement.status === 'ACCEPTED' ? MESSAGES.exitStatementAccepted : MESSAGES.exitStatementDisputed,
    revalidates: [API.tenant.prefix],
  });
