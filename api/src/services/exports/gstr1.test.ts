import { gstinCheckCharacter } from '@pgportal/contracts/schemas';
import { placeOfSupply, runsOf } from './gstr1';

const gstinOfState = (code: string) => {
  const first14 = `${code}AAGCB7383J1Z`;
  return first14 + gstinCheckCharacter(first14);
};

describe('the GSTR-1 CSV’s helpers', () => {
  it('writes the place of supply as the offline tool’s drop-down does', () => {
    expect(placeOfSupply('29AAGCB7383J1Z4')).toBe('29-Karnataka');
    expect(placeOfSupply(gstinOfState('07'))).toBe('07-Delhi');
    expect(placeOfSupply(gstinOfState('01'))).toBe('01-Jammu & Kashmir');
    expect(placeOfSupply(gstinOfState('26'))).toBe('26-Dadra & Nagar Haveli & Daman & Diu');
    expect(placeOfSupply(gstinOfState('31'))).toBe('31-Lakshdweep');
    expect(placeOfSupply(gstinOfState('35'))).toBe('35-Andaman & Nicobar Islands');
  });

  it('splits serial numbers into runs of consecutive numbers', () => {
    expect(runsOf([])).toEqual([]);
    expect(runsOf([7, 1, 3, 2])).toEqual([
      [1, 3],
      [7, 7],
    ]);
    expect(runsOf([5])).toEqual([[5, 5]]);
  });
});
