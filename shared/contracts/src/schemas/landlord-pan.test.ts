import { TAX_PAPER_MESSAGES } from '../tax-paper-messages';
import { propertySchema } from './properties';

const pan = propertySchema.shape.landlordPan;

describe("the landlord's PAN (issue 44)", () => {
  it('takes AAAAA9999A in any case, trimmed, and the empty text that removes it', () => {
    expect(pan.parse(' abcde1234f ')).toBe('ABCDE1234F');
    expect(pan.parse('')).toBe('');
    expect(pan.parse(undefined)).toBeUndefined();
  });

  it('refuses anything else with a message that shows the format', () => {
    for (const bad of ['ABCDE1234', 'ABCD12345F', '12345ABCDE', 'ABCDE1234FF', 'ABCDE-1234F']) {
      const result = pan.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TAX_PAPER_MESSAGES.landlordPanInvalid);
    }
  });
});
