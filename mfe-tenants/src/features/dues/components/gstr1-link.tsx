// 'GSTR-1 CSV' on Dues (issue 44), beside 'Tally XML' and for the same month: the GSTR-1 figures of
// the current property's GSTIN (every property of it in the user's scope). Shown only when the
// current property is GST-registered: an unregistered PG has no GSTR-1 to file, and a plain
// download link could not show the server's 400 sentence (docs/exports.md).
import { API_BASE } from '@pgportal/contracts/api';
import { API, withQuery } from '@pgportal/contracts/api-paths';
import type { PropertyDetail } from '@pgportal/contracts/types';
import { useSession } from '@pgportal/runtime/session';
import { buttonClassName } from '@pgportal/ui';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /property/{id} of the current property: whether it has a GSTIN. */
function useCurrentGstin(): string {
  const current = useSession((state) => state.user?.currentProperty ?? null);
  const { data } = useApiQuery<PropertyDetail>(current ? API.property.fetch(current) : null, undefined, {
    toastErrors: false,
  });
  return data?.gstin ?? '';
}

export function Gstr1Link({ month }: { month: string }) {
  const gstin = useCurrentGstin();
  if (!gstin) return null;
  return (
    <a
      className={buttonClassName('secondary', 'md')}
      href={`${API_BASE}${withQuery(API.export.gstr1, { month })}`}
      download
    >
      GSTR-1 CSV
    </a>
  );
}
