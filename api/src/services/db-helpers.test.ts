import { likePattern, tenantSearchPattern } from './db-helpers';

describe('tenantSearchPattern', () => {
  it('looks for a phone number as the 10 digits stored, however it was typed', () => {
    for (const typed of [
      '+91 98765 43210',
      '+91-98765-43210',
      '919876543210',
      '098765 43210',
      ' 98765 43210 ',
    ]) {
      expect([typed, tenantSearchPattern(typed)]).toEqual([typed, '%9876543210%']);
    }
    expect(tenantSearchPattern('+91 98765')).toBe('%98765%');
    expect(tenantSearchPattern('(080) 2345')).toBe('%0802345%');
  });

  it('looks for anything else as typed, in lower case, wildcards literally', () => {
    expect(tenantSearchPattern('Ravi K')).toBe('%ravi k%');
    expect(tenantSearchPattern('ravi2024@')).toBe('%ravi2024@%');
    expect(tenantSearchPattern('12')).toBe('%12%');
    expect(tenantSearchPattern('50%_off')).toBe(likePattern('50%_off'));
  });
});
