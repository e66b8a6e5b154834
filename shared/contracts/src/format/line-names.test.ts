import { lineNameIn } from './line-names';

describe('invoice line names in Hindi', () => {
  it('names rent, meals, advance, late fees, electricity, credits and deductions in Hindi', () => {
    const hi = (description: string) => lineNameIn('hi', description);
    expect(hi('Rent')).toBe('किराया');
    expect(hi('Rent (12 of 30 days)')).toBe('किराया (12 of 30 days)');
    expect(hi('Meals')).toBe('भोजन');
    expect(hi('Advance')).toBe('एडवांस (जमा राशि)');
    expect(hi('Late fee (unpaid on 9 Nov 2026, due 5 Nov 2026)')).toBe(
      'विलंब शुल्क (9 Nov 2026 तक बकाया, देय तिथि 5 Nov 2026)',
    );
    expect(hi('Late fee for 7 Nov 2026 (day 2)')).toBe('विलंब शुल्क, 7 Nov 2026 (दिन 2)');
    expect(hi('Late fee waived: paid in cash')).toBe('विलंब शुल्क माफ़: paid in cash');
    expect(hi('Electricity, room 101, Nov 1 2026 to Nov 30 2026 (20 of 30 days)')).toBe(
      'बिजली, कमरा 101, Nov 1 2026 से Nov 30 2026 (30 में से 20 दिन)',
    );
    expect(hi('Meal credit: 3 days away, 2 Nov 2026 – 4 Nov 2026')).toBe(
      'भोजन की छूट: 3 दिन बाहर, 2 Nov 2026 – 4 Nov 2026',
    );
    expect(hi('Exit deduction: broken chair')).toBe('निकासी पर कटौती: broken chair');
  });

  it('keeps what staff typed, and English as stored', () => {
    expect(lineNameIn('hi', 'Laundry, November')).toBe('Laundry, November');
    expect(lineNameIn('en', 'Rent')).toBe('Rent');
  });
});
