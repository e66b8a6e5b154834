// 'Export CSV' on a list (issue 26): a plain download link to GET /export/{kind}.csv with the list's
// dates, so the browser streams the file to disk with the session cookie and no script in between.
import { API_BASE } from '@pgportal/contracts/api';
import { API, withQuery } from '@pgportal/contracts/api-paths';
import type { ExportKind } from '@pgportal/contracts/enums';
import { buttonClassName } from '@pgportal/ui/basics';

export interface ExportLinkProps {
  kind: ExportKind;
  /** the link's words, e.g. 'Export invoices (CSV)' */
  label?: string;
  /** YYYY-MM-DD bounds of the list shown */
  from?: string;
  to?: string;
}

export function ExportLink({ kind, label = 'Export CSV', from, to }: ExportLinkProps) {
  return (
    <a
      className={buttonClassName('secondary', 'md')}
      href={`${API_BASE}${withQuery(API.export.csv(kind), { from, to })}`}
      download
    >
      {label}
    </a>
  );
}
