// /app/reports (issue 26): the current property's month at a glance (a month picker and the
// figures as cards) and the 12 months to this one as two charts, described in text and a table.
import { todayApiDate } from '@pgportal/contracts/format';
import { ErrorBoundary, LoadFailed, LoadingBlock, Page, PageHeader, TextField } from '@pgportal/ui';
import { useSearchParams } from '@pgportal/runtime/router';
import { lazy, Suspense } from 'react';
import { useMonthlyReport, useReportTrend } from '../features/reports/api';
import { MonthFigures } from '../features/reports/components/month-figures';
import { TrendTable } from '../features/reports/components/trend-table';
import * as styles from '../features/reports/components/reports.module.css';

// recharts is loaded with this chunk only, when the page shows the trend.
const TrendCharts = lazy(
  () => import(/* webpackChunkName: "report-charts" */ '../features/reports/components/trend-charts'),
);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function Reports() {
  const thisMonth = todayApiDate().slice(0, 7);
  // The month lives in the URL (?month=YYYY-MM), so a reload or Back keeps it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : thisMonth;
  const monthly = useMonthlyReport(month);
  const trend = useReportTrend();

  return (
    <Page>
      <PageHeader
        title="Reports"
        description="What the current property invoiced, collected and spent, and how full it was."
      />
      <TextField
        label="Month"
        type="month"
        className={styles.monthField}
        value={month}
        max={thisMonth}
        onChange={(event) => {
          if (MONTH.test(event.target.value)) setParams({ month: event.target.value }, { replace: true });
        }}
      />
      {monthly.error && !monthly.data ? (
        <LoadFailed error={monthly.error} onRetry={() => void monthly.mutate()} />
      ) : (
        <MonthFigures report={monthly.data} />
      )}
      <h2>The last 12 months</h2>
      {trend.error && !trend.data ? (
        <LoadFailed error={trend.error} onRetry={() => void trend.mutate()} />
      ) : null}
      {trend.data ? (
        <>
          <Suspense fallback={<LoadingBlock label="Loading the charts..." />}>
            <TrendCharts months={trend.data.months} />
          </Suspense>
          <TrendTable months={trend.data.months} />
        </>
      ) : null}
    </Page>
  );
}

export default function ReportsPage() {
  return (
    <ErrorBoundary>
      <Reports />
    </ErrorBoundary>
  );
}
