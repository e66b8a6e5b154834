import { formatINR } from '@pgportal/contracts/format';
import type { RecordNoticeInput } from '@pgportal/contracts/schemas';
import { Notice, layout } from '@pgportal/ui';
import { useNoticePreview } from '../api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** Both dates typed and in order: the preview can be asked for. */
export const previewable = (dates: RecordNoticeInput): RecordNoticeInput | null =>
  DAY.test(dates.noticeDate) && DAY.test(dates.moveOutDate) && dates.moveOutDate >= dates.noticeDate
    ? dates
    : null;

/**
 * 'Record notice' (staff, issue 42): what the notice means before it is saved, by the server's own
 * rule: the notice period, the days short and the deduction that follows.
 */
export function NoticeConsequences({ tenantId, dates }: { tenantId: string; dates: RecordNoticeInput }) {
  const asked = previewable(dates);
  const { data } = useNoticePreview(tenantId, asked);
  if (!asked) return null;
  return (
    <Notice role="status" aria-label="What this notice means">
      {data ? (
        <div className={layout.stack}>
          <p>
            <strong>Notice period:</strong> {days(data.noticePeriodDays)}.
          </p>
          {data.shortNotice ? (
            <>
              <p>
                <strong>Days short:</strong> {days(data.daysShort)}.
              </p>
              <p>
                <strong>Deduction that follows:</strong> {formatINR(data.suggestedDeduction)} (rent for the
                days short). Nothing is charged unless you add it after recording.
              </p>
            </>
          ) : (
            <p>
              <strong>Days short:</strong> none. The notice is long enough: no deduction follows.
            </p>
          )}
        </div>
      ) : (
        <p>Working out what this notice means…</p>
      )}
    </Notice>
  );
}
