import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import { useApiMutation } from '@pgportal/ui/data';

export interface DeductionDraft {
  reason: string;
  amount: number;
  /** photos of the saved version to keep */
  photoIds: string[];
  /** new photos */
  files: File[];
}

/** PUT /tenant/{tenantId}/exit-statement as multipart: `deductions` as JSON, photos as photos.<index>. */
export function saveExitStatement({
  tenantId,
  deductions,
}: {
  tenantId: string;
  deductions: DeductionDraft[];
}) {
  const body = new FormData();
  body.append(
    'deductions',
    JSON.stringify(deductions.map(({ reason, amount, photoIds }) => ({ reason, amount, photoIds }))),
  );
  deductions.forEach((deduction, index) => {
    for (const file of deduction.files) body.append(`photos.${index}`, file);
  });
  return request<ExitStatementAnswer>(API.tenant.exitStatement(tenantId), { method: 'PUT', body });
}

export const useSaveExitStatement = () =>
  useApiMutation({
    request: saveExitStatement,
    successMessage: MESSAGES.exitStatementSaved,
    revalidates: [API.tenant.prefix, API.stats.prefix],
  });
