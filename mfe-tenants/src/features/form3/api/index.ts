// Form III of a foreign national (issue 45): details (numbers masked), the data sheet (numbers
// whole), and the submission of each report.
import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ForeignNationalAnswer, Form3SheetAnswer } from '@pgportal/contracts/responses';
import type { Form3ReportKind } from '@pgportal/contracts/enums';
import type { ForeignNationalInput } from '@pgportal/contracts/schemas';
import { useApiMutation, useApiQuery } from '@pgportal/ui/data';

export const useForeignNational = (tenantId: string) =>
  useApiQuery<ForeignNationalAnswer>(API.tenant.foreignNational(tenantId));

/** Read only when asked: the sheet carries the whole numbers. */
export const useForm3Sheet = (tenantId: string, shown: boolean) =>
  useApiQuery<Form3SheetAnswer>(shown ? API.tenant.form3Sheet(tenantId) : null);

export const useSaveForeignNational = (tenantId: string) =>
  useApiMutation({
    request: (body: ForeignNationalInput) =>
      request<ForeignNationalAnswer>(API.tenant.foreignNational(tenantId), { method: 'PUT', body }),
    successMessage: MESSAGES.foreignNationalSaved,
    revalidates: [API.tenant.prefix, API.waiting.prefix],
  });

export const useRecordForm3Submission = (tenantId: string, kind: Form3ReportKind) =>
  useApiMutation({
    request: (body: { submissionNumber: string; submittedAt: string }) =>
      request<ForeignNationalAnswer>(API.tenant.form3Submission(tenantId, kind), { method: 'POST', body }),
    successMessage: MESSAGES.form3SubmissionRecorded,
    revalidates: [API.tenant.prefix, API.waiting.prefix],
  });
