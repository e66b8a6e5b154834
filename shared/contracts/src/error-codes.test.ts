import { codeForStatus, codeOfRefusal, ERROR_CODES } from './error-codes';
import { MESSAGES } from './messages';

describe('error codes', () => {
  it('names each code by itself, so a code is its own stable value', () => {
    for (const [name, value] of Object.entries(ERROR_CODES)) expect(value).toBe(name);
  });

  it('gives each catalogue refusal its own code, and any other refusal its status’s', () => {
    expect(codeOfRefusal(409, MESSAGES.bedOccupied)).toBe('BED_OCCUPIED');
    expect(codeOfRefusal(409, MESSAGES.invoiceAlreadyPaid)).toBe('INVOICE_ALREADY_PAID');
    expect(codeOfRefusal(404, MESSAGES.tenantNotFound)).toBe('NOT_FOUND');
    expect(codeOfRefusal(403, MESSAGES.forbidden)).toBe('FORBIDDEN');
    expect(codeOfRefusal(400, 'anything else')).toBe('VALIDATION_FAILED');
    expect(codeForStatus(418)).toBe('INTERNAL_ERROR');
  });
});
