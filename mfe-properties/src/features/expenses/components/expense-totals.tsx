import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '@pgportal/contracts/enums';
import { formatINR } from '@pgportal/contracts/format';
import type { ExpenseListAnswer } from '@pgportal/contracts/responses';
import { StatCard, StatGrid } from '@pgportal/ui';

/** The month's total and each category that has any, over every page of the list. */
export function ExpenseTotals({ totals }: { totals: ExpenseListAnswer['totals'] | undefined }) {
  const show = (value: number) => (totals === undefined ? '…' : formatINR(value));
  const spent = EXPENSE_CATEGORIES.filter((category) => (totals?.byCategory[category] ?? 0) > 0);
  return (
    <StatGrid compact busy={totals === undefined}>
      <StatCard
        title="Total expenses"
        value={show(totals?.total ?? 0)}
        note={totals ? `${totals.count} ${totals.count === 1 ? 'expense' : 'expenses'}` : undefined}
      />
      {spent.map((category) => (
        <StatCard
          key={category}
          title={EXPENSE_CATEGORY_LABELS[category]}
          value={show(totals?.byCategory[category] ?? 0)}
        />
      ))}
    </StatGrid>
  );
}
