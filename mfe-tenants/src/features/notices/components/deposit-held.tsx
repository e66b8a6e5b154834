import { formatDayMonthYear, formatINR } from '@pgportal/contracts/format';
import type { Deposit } from '@pgportal/contracts/types';

/** 'Deposit held': a paid advance, its amount and the day it was paid (issue 24). */
export function DepositHeld({ deposit }: { deposit: Deposit | null }) {
  return (
    <p>
      <strong>Deposit held: </strong>
      {deposit
        ? `${formatINR(deposit.amount)}, paid on ${formatDayMonthYear(deposit.paidAt)}`
        : 'none (no advance paid)'}
    </p>
  );
}
