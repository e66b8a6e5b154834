import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '@pgportal/contracts/enums';
import { formatINR } from '@pgportal/contracts/format';
import type { MonthReport } from '@pgportal/contracts/responses';
import { Card, StatCard, StatGrid } from '@pgportal/ui';
import { formatOccupancy } from './report-format';
import * as styles from './reports.module.css';

export interface MonthFiguresProps {
  report: MonthReport | undefined;
}

/** The month's figures as cards, and what the expenses went on. */
export function MonthFigures({ report }: MonthFiguresProps) {
  const show = (value: (figures: MonthReport) => string) => (report ? value(report) : '…');
  const spentOn = report ? EXPENSE_CATEGORIES.filter((category) => report.expensesByCategory[category]) : [];
  return (
    <>
      <StatGrid busy={!report}>
        <StatCard title="Net" value={show((r) => formatINR(r.net))} note="Collected − expenses" />
        <StatCard
          title="Collected"
          value={show((r) => formatINR(r.collected))}
          note="Rent and charges paid, less reversals"
        />
        <StatCard title="Expenses" value={show((r) => formatINR(r.expenses))} />
        <StatCard title="Invoiced" value={show((r) => formatINR(r.invoiced))} note="Rent and charges" />
        <StatCard
          title="Outstanding"
          value={show((r) => formatINR(r.outstanding))}
          note="At the month's end"
        />
        <StatCard
          title="Deposits received"
          value={show((r) => formatINR(r.depositsReceived))}
          note="Not income"
        />
        <StatCard
          title="Deposits refunded"
          value={show((r) => formatINR(r.depositsRefunded))}
          note="At move-out"
        />
        <StatCard
          title="Deposits held"
          value={show((r) => formatINR(r.depositsHeld))}
          note="At the month's end"
        />
        <StatCard
          title="Occupancy"
          value={show((r) => formatOccupancy(r.occupancy))}
          note={show((r) => `${r.occupiedBedDays} of ${r.bedDays} bed-days`)}
        />
        <StatCard title="New admissions" value={show((r) => String(r.newAdmissions))} />
        <StatCard title="Move-outs" value={show((r) => String(r.moveOuts))} />
      </StatGrid>
      {report ? (
        <Card title="Expenses by category" aria-label="Expenses by category">
          {spentOn.length ? (
            <dl className={styles.categories}>
              {spentOn.map((category) => (
                <div key={category} className={styles.category}>
                  <dt>{EXPENSE_CATEGORY_LABELS[category]}</dt>
                  <dd>{formatINR(report.expensesByCategory[category])}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.muted}>No expenses recorded in this month.</p>
          )}
        </Card>
      ) : null}
    </>
  );
}
