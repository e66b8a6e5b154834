// The Reports page's two charts (recharts), in their own chunk: the page imports this file lazily,
// so no other page (the dashboard first of all) loads the chart library.
import { formatINR } from '@pgportal/contracts/format';
import type { MonthReport } from '@pgportal/contracts/responses';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatOccupancy, monthLabel } from './report-format';
import { moneySummary, occupancySummary } from './trend-table';
import * as styles from './reports.module.css';

const compactINR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const shortMonth = (month: string) => monthLabel(month).slice(0, 3);
const tooltipMonth = (month: unknown) => (typeof month === 'string' ? monthLabel(month) : '');
const HEIGHT = 260;
const margin = { top: 8, right: 8, bottom: 0, left: 0 };

export interface TrendChartsProps {
  months: readonly MonthReport[];
}

/** Collected and expenses as bars with net as a line, and occupancy as a line, month by month. */
export default function TrendCharts({ months }: TrendChartsProps) {
  const data = months.map((row) => ({ ...row, occupancyPercent: Math.round(row.occupancy * 1000) / 10 }));
  return (
    <div className={styles.charts}>
      <figure className={styles.figure}>
        <figcaption className={styles.caption}>Collected, expenses and net</figcaption>
        <div role="img" aria-label={moneySummary(months)} className={styles.chart}>
          <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 320, height: HEIGHT }}>
            <ComposedChart data={data} margin={margin} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="month" tickFormatter={shortMonth} interval="preserveStartEnd" minTickGap={4} />
              <YAxis width={60} tickFormatter={(value: number) => compactINR.format(value)} />
              <Tooltip formatter={(value) => formatINR(Number(value))} labelFormatter={tooltipMonth} />
              <Legend />
              <Bar
                dataKey="collected"
                name="Collected"
                fill="var(--color-primary)"
                isAnimationActive={false}
              />
              <Bar dataKey="expenses" name="Expenses" fill="var(--color-danger)" isAnimationActive={false} />
              <Line
                dataKey="net"
                name="Net"
                stroke="var(--color-success)"
                strokeWidth={2}
                type="linear"
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className={styles.figure}>
        <figcaption className={styles.caption}>Occupancy</figcaption>
        <div role="img" aria-label={occupancySummary(months)} className={styles.chart}>
          <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 320, height: HEIGHT }}>
            <LineChart data={data} margin={margin} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="month" tickFormatter={shortMonth} interval="preserveStartEnd" minTickGap={4} />
              <YAxis width={48} domain={[0, 100]} unit="%" />
              <Tooltip
                formatter={(_value, _name, item) => formatOccupancy((item.payload as MonthReport).occupancy)}
                labelFormatter={tooltipMonth}
              />
              <Line
                dataKey="occupancyPercent"
                name="Occupancy"
                stroke="var(--color-primary)"
                strokeWidth={2}
                type="linear"
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
