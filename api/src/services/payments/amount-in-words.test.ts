import { amountInWords, indianNumberInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [1250000, 'Rupees Twelve Thousand Five Hundred Only'],
    [1250050, 'Rupees Twelve Thousand Five Hundred and Fifty Paise Only'],
    [950050, 'Rupees Nine Thousand Five Hundred and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [1, 'One Paise Only'],
    [50, 'Fifty Paise Only'],
    [0, 'Rupees Zero Only'],
    [
      1234567899,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Nine Paise Only',
    ],
    [10000000, 'Rupees One Lakh Only'],
    [15000000, 'Rupees One Lakh Fifty Thousand Only'],
    [1000000000, 'Rupees One Crore Only'],
  ])('%i paise -> %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts in the Indian system: lakhs and crores, not millions', () => {
    expect(indianNumberInWords(100_000)).toBe('One Lakh');
    expect(indianNumberInWords(2_500_000)).toBe('Twenty Five Lakh');
    expect(indianNumberInWords(99_99_99_999)).toBe(
      'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine',
    );
    expect(indianNumberInWords(1_00_00_00_000)).toBe('One Hundred Crore');
    expect(indianNumberInWords(1_01_00_005)).toBe('One Crore One Lakh Five');
    expect(indianNumberInWords(110)).toBe('One Hundred Ten');
    expect(indianNumberInWords(19)).toBe('Nineteen');
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
