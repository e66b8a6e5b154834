import { formatINR, sumRupees } from '@pgportal/contracts/format';
import type { MonthReport } from '@pgportal/contracts/responses';
import { formatOccupancy, monthLabel } from './report-format';
import * as styles from './reports.module.css';

/** The charts' numbers as a table: what a screen reader reads, and anyone may open. */
export function TrendTable({ months }: { months: readonly MonthReport[] }) {
  return (
    <details className={styles.details}>
      <summary>The chart figures as a table</summary>
      {/* scrolls sideways on a phone: focusable so a keyboard can scroll it too */}
      <div className={styles.tableScroll} role="region" aria-label="Chart figures" tabIndex={0}>
        <table className={styles.table}>
          <caption>Collected, expenses, net and occupancy per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Collected</th>
              <th scope="col">Expenses</th>
              <th scope="col">Net</th>
              <th scope="col">Occupancy</th>
            </tr>
          </thead>
          <tbody>
            {months.map((row) => (
              <tr key={row.month}>
                <th scope="row">{monthLabel(row.month)}</th>
                <td>{formatINR(row.collected)}</td>
                <td>{formatINR(row.expenses)}</td>
                <td>{formatINR(row.net)}</td>
                <td>{formatOccupancy(row.occupancy)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** One sentence a screen reader hears for the money chart: the latest month and the year's totals. */
export function moneySummary(months: readonly MonthReport[]): string {
  const last = months.at(-1);
  if (!last) return 'No months to show.';
  const net = sumRupees(months.map((row) => row.net));
  return `Collected, expenses and net per month, ${monthLabel(months[0]!.month)} to ${monthLabel(last.month)}. ${monthLabel(last.month)}: collected ${formatINR(last.collected)}, expenses ${formatINR(last.expenses)}, net ${formatINR(last.net)}. Net over the ${months.length} months: ${formatINR(net)}.`;
}

/** The same for the occupancy chart. */
export function occupancySummary(months: readonly MonthReport[]): string {
  const last = months.at(-1);
  if (!last) return 'No months to show.';
  return `Occupancy per month, ${monthLabel(months[0]!.month)} to ${monthLabel(last.month)}. ${monthLabel(last.month)}: ${formatOccupancy(last.occupancy)}.`;
}
