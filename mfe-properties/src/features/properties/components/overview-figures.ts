// How a property's figures read on the overview: occupancy as 'occupied/total · %', money in ₹
// from paise, and what waits for its staff in words.
import { formatINR, toRupees } from '@pgportal/contracts/format';
import type { OverviewProperty } from '@pgportal/contracts/responses';

type Figures = Omit<OverviewProperty, '_id' | 'name'>;

/** '2/3 · 67%'; '0/0' for a property with no beds yet. */
export function occupancyText({ occupiedBeds, totalBeds }: Pick<Figures, 'occupiedBeds' | 'totalBeds'>) {
  if (!totalBeds) return '0/0';
  return `${occupiedBeds}/${totalBeds} · ${Math.round((occupiedBeds * 100) / totalBeds)}%`;
}

/** Paise as the screens show money: '₹8,500', '₹8,500.50'. */
export const money = (paise: number) => formatINR(toRupees(paise));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The items waiting for the property's staff, each in words; empty when nothing waits. */
export function waitingItems(figures: Figures): string[] {
  const items: Array<[number, string, string]> = [
    [figures.claimsOpen, 'payment claim to confirm', 'payment claims to confirm'],
    [figures.statementLinesToReview, 'statement line to review', 'statement lines to review'],
    [figures.noticesGiven, 'notice given', 'notices given'],
    [figures.exitDisputes, 'exit statement disputed', 'exit statements disputed'],
  ];
  return items.filter(([count]) => count > 0).map(([count, one, many]) => plural(count, one, many));
}
