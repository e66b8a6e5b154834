import { changedFields, maskIdNumber, sanitize } from './values';

describe('what an audit entry keeps of a change', () => {
  it('masks an ID number to its last 4 characters, nested too', () => {
    expect(maskIdNumber('P9876543210')).toBe('XXXXXXX3210');
    expect(maskIdNumber('123')).toBe('123');
    expect(sanitize({ legalDocument: { type: 'PASSPORT', number: 'K1234567' } })).toEqual({
      legalDocument: { type: 'PASSPORT', number: 'XXXX4567' },
    });
  });

  it('never keeps codes, tokens, storage keys or file contents, nor the bookkeeping timestamps', () => {
    const kept = sanitize({
      otpCode: '123456',
      sessionToken: 'abc',
      codeHash: 'x',
      billKey: 'expense-bills/1.pdf',
      fileKey: 'legal-documents/1.pdf',
      content: 'bytes',
      updatedAt: new Date(),
      phoneNumber: '9876543210',
    });
    expect(kept).toEqual({ phoneNumber: '9876543210' });
  });

  it('keeps only the fields that changed, whatever the order of an object’s keys', () => {
    const before = { rentPaise: 800000, note: 'same', contact: { name: 'A', phone: '1' } };
    const after = { rentPaise: 900000, note: 'same', contact: { phone: '1', name: 'A' } };
    expect(changedFields(before, after)).toEqual({
      before: { rentPaise: 800000 },
      after: { rentPaise: 900000 },
    });
    expect(changedFields(null, { amountPaise: 100 })).toEqual({ before: null, after: { amountPaise: 100 } });
  });
});
