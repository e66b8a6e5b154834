import { API } from '@pgportal/contracts/api-paths';
import type { StatementLineStatus } from '@pgportal/contracts/enums';
import type { StatementLine } from '@pgportal/contracts/types';
import { PAGE_SIZE, usePagedQuery } from '@pgportal/ui/data';

/** GET /payment/statement-lines?status=…: one page of the queue. */
export const useStatementLines = (status: StatementLineStatus, page: number) =>
  usePagedQuery<StatementLine>(API.payment.statementLines, { status, page, limit: PAGE_SIZE });
