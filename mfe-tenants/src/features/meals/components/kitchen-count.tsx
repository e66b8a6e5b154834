import { addDaysToApiDate, formatDayMonthYear, todayApiDate } from '@pgportal/contracts/format';
import { Card, LoadFailed, Spinner, layout } from '@pgportal/ui';
import { useMealCount } from '../api';

/** Days shown: today and the next 7. */
export const KITCHEN_DAYS = 8;

function KitchenDay({ date, isToday }: { date: string; isToday: boolean }) {
  const { data, error, mutate } = useMealCount(date);
  const title = `${isToday ? 'Today, ' : ''}${formatDayMonthYear(date)}`;
  return (
    <Card>
      <section aria-label={title} className={layout.stack}>
        <h3>{title}</h3>
        {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
        {!data && !error ? <Spinner label={`Loading the count of ${title}`} /> : null}
        {data ? (
          <>
            <p className={layout.textStrong}>{`${data.eating} eating`}</p>
            <p className={layout.muted}>
              {data.away.length
                ? `Away: ${data.away.map((tenant) => tenant.fullName).join(', ')}`
                : 'Nobody away'}
            </p>
          </>
        ) : null}
      </section>
    </Card>
  );
}

/** The kitchen count (issue 25): for today and the next 7 days, how many eat and who is away. */
export function KitchenCount() {
  const today = todayApiDate();
  return (
    <div className={layout.grid4}>
      {Array.from({ length: KITCHEN_DAYS }, (_, index) => {
        const date = addDaysToApiDate(today, index);
        return <KitchenDay key={date} date={date} isToday={index === 0} />;
      })}
    </div>
  );
}
