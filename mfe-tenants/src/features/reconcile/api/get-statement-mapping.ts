import { API } from '@pgportal/contracts/api-paths';
import type { StatementMapping } from '@pgportal/contracts/schemas';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /payment/statement-mapping: the columns the current property confirmed last time (or null). */
export const useStatementMapping = () => useApiQuery<StatementMapping | null>(API.payment.statementMapping);
