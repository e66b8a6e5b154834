import { gstinCheckCharacter, gstinProblem, gstinState } from './gstin';
import { propertySchema } from './properties';

describe('GSTIN (issue 44)', () => {
  it('takes real-format GSTINs whose check character matches', () => {
    for (const good of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM']) {
      expect(gstinProblem(good)).toBeNull();
      expect(gstinCheckCharacter(good)).toBe(good[14]);
    }
  });

  it('refuses every other check character', () => {
    const first14 = '27AAPFU0939F1Z';
    for (const wrong of '0123456789ABCDEFGHIJKLMNOPQRSTUWXYZ') {
      expect(gstinProblem(first14 + wrong)).toMatch(/does not match/);
    }
  });

  it('refuses a swapped pair of characters (a typing mistake)', () => {
    expect(gstinProblem('27AAPFU0993F1ZV')).toMatch(/does not match/);
  });

  it('says what is wrong: length, state code, PAN part, the 13th and 14th characters', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 letters and digits/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/not a GST state code/);
    expect(gstinProblem('25AAPFU0939F1ZV')).toMatch(/not a GST state code/);
    expect(gstinProblem('00AAPFU0939F1ZV')).toMatch(/not a GST state code/);
    expect(gstinProblem('27AAPXU0939F1ZV')).toMatch(/PAN/);
    expect(gstinProblem('27AAPFU0939F0ZV')).toMatch(/Character 13/);
    expect(gstinProblem('27AAPFU0939F1YV')).toMatch(/Character 13/);
  });

  it('reads the state from the code, marking the Union territories with UTGST', () => {
    expect(gstinState('27AAPFU0939F1ZV')).toEqual({ code: '27', name: 'Maharashtra', utgst: false });
    expect(gstinState('04AAPFU0939F1ZV')?.utgst).toBe(true);
  });

  it('the property form takes it in any case, trimmed; empty removes it', () => {
    const gstin = propertySchema.shape.gstin;
    expect(gstin.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstin.parse('')).toBe('');
    expect(gstin.parse(undefined)).toBeUndefined();
    expect(gstin.safeParse('27AAPFU0939F1ZA').error?.issues[0]?.message).toMatch(/does not match/);
  });
});
