// POST /payment/statements (issue 23): the current property's bank statement, with the column
// mapping the user confirmed when it was new or not recognised.
import { API } from '@pgportal/contracts/api-paths';
import { oneKeyPerSubmit, request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { StatementMapping } from '@pgportal/contracts/schemas';
import type { StatementImportCounts } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';

export interface ImportStatementInput {
  file: File;
  /** sent (and kept for the property) when the user confirmed it */
  mapping: StatementMapping | null;
}

/** POST /payment/statements (multipart), with the submit's Idempotency-Key. */
export function importStatement({ file, mapping }: ImportStatementInput, idempotencyKey?: string) {
  const body = new FormData();
  if (mapping) {
    body.append('dateColumn', mapping.dateColumn);
    body.append('narrationColumn', mapping.narrationColumn);
    body.append('creditColumn', mapping.creditColumn);
    for (const key of ['referenceColumn', 'debitColumn', 'indicatorColumn', 'balanceColumn'] as const) {
      const column = mapping[key];
      if (column) body.append(key, column);
    }
  }
  body.append('file', file);
  return request<StatementImportCounts>(API.payment.importStatement, {
    method: 'POST',
    body,
    idempotencyKey,
  });
}

/** One Idempotency-Key per import: the same file sent again after a failure is imported once. */
const importKeys = oneKeyPerSubmit<ImportStatementInput>();

/** 'Statement imported'; the queue, the invoices, the tenants' dues and the dashboard refresh. */
export const useImportStatement = () =>
  useApiMutation({
    request: (input: ImportStatementInput) => importKeys.send(input, (key) => importStatement(input, key)),
    successMessage: MESSAGES.statementImported,
    revalidates: [API.payment.prefix, API.stats.get, API.tenant.prefix, API.waiting.prefix],
  });
