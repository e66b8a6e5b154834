import { formatMonthYear } from '@pgportal/contracts/format';

/** The occupancy ratio (0..1, 4 decimals) as the page shows it: '32.3%'. */
export const formatOccupancy = (ratio: number) =>
  `${(ratio * 100).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

/** 'Nov 2026' for '2026-11'. */
export const monthLabel = (month: string) => formatMonthYear(`${month}-01`);
