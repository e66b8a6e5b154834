// Invoice line names in the tenant's language (issue 42). The server stores each line's name in
// English as it was written (rent, meals, advance, late fees, electricity, meal credits, exit
// deductions); a Hindi reader sees the known names in Hindi, the dates and figures kept. What
// staff typed (a charge's own description, a waiver's or deduction's reason) stays as typed.
import type { Language } from '../enums';

type Rule = [RegExp, (...parts: string[]) => string];

const HINDI: Rule[] = [
  [/^Rent$/, () => 'किराया'],
  [/^Rent \((.+)\)$/, (days) => `किराया (${days})`],
  [/^Meals$/, () => 'भोजन'],
  [/^Meals \((.+)\)$/, (days) => `भोजन (${days})`],
  [/^Advance$/, () => 'एडवांस (जमा राशि)'],
  [/^Late fee \(unpaid on (.+), due (.+)\)$/, (day, due) => `विलंब शुल्क (${day} तक बकाया, देय तिथि ${due})`],
  [/^Late fee for (.+) \(day (\d+)\)$/, (day, step) => `विलंब शुल्क, ${day} (दिन ${step})`],
  [/^Late fee waived: (.*)$/s, (reason) => `विलंब शुल्क माफ़: ${reason}`],
  [
    /^Electricity, room (.+), (.+) to (.+) \((\d+) of (\d+) days\)$/,
    (room, from, to, days, of) => `बिजली, कमरा ${room}, ${from} से ${to} (${of} में से ${days} दिन)`,
  ],
  [
    /^Meal credit: (\d+) days? away, (.+) – (.+)$/,
    (days, from, to) => `भोजन की छूट: ${days} दिन बाहर, ${from} – ${to}`,
  ],
  [/^Exit deduction: (.*)$/s, (reason) => `निकासी पर कटौती: ${reason}`],
];

/** An invoice line's name as the tenant reads it: Hindi for the names the portal writes, else as stored. */
export function lineNameIn(language: Language, description: string): string {
  if (language !== 'hi') return description;
  for (const [pattern, write] of HINDI) {
    const match = pattern.exec(description);
    if (match) return write(...match.slice(1));
  }
  return description;
}
