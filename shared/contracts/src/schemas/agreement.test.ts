import {
  AGREEMENT_PLACEHOLDERS,
  DEFAULT_AGREEMENT_TEXT,
  agreementTextSchema,
  fillPlaceholders,
  unknownPlaceholders,
} from './agreement';

const values = Object.fromEntries(AGREEMENT_PLACEHOLDERS.map((name) => [name, `<${name}>`])) as Record<
  (typeof AGREEMENT_PLACEHOLDERS)[number],
  string
>;

describe('the agreement clause text', () => {
  it('the standard text uses only placeholders the API fills, and all of them but the address ones', () => {
    expect(unknownPlaceholders(DEFAULT_AGREEMENT_TEXT)).toEqual([]);
    const filled = fillPlaceholders(DEFAULT_AGREEMENT_TEXT, values);
    expect(filled).not.toMatch(/\{\{/);
    for (const name of [
      'tenantName',
      'rent',
      'deposit',
      'noticePeriodDays',
      'refundPeriodDays',
      'startDate',
      'room',
      'bed',
    ])
      expect(filled).toContain(`<${name}>`);
  });

  it('fills placeholders written with spaces inside the braces', () => {
    expect(fillPlaceholders('{{ rent }} by {{tenantName}}', values)).toBe('<rent> by <tenantName>');
  });

  it('names each unknown placeholder once, as written, and refuses the text', () => {
    expect(unknownPlaceholders('{{rent}} {{Rent}} {{ owner }} {{owner}}')).toEqual(['Rent', 'owner']);
    const result = agreementTextSchema.safeParse('Pay {{rent}} to {{owner}}');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^Unknown placeholders: \{\{owner\}\}\. Use only \{\{tenantName\}\}/,
    );
    expect(agreementTextSchema.parse('  Pay {{rent}}.  ')).toBe('Pay {{rent}}.');
  });
});
