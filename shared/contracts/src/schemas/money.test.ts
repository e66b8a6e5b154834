import { addChargeSchema, assignTenantSchema, money, paySchema } from './index';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('money', () => {
  const rent = money('Rent');

  it('takes rupees with at most 2 decimals, from a number or a form’s text', () => {
    expect(rent.parse(8500)).toBe(8500);
    expect(rent.parse('8500.50')).toBe(8500.5);
    expect(rent.parse(0.01)).toBe(0.01);
    expect(rent.parse(10_000_000)).toBe(10_000_000);
  });

  it('reads amounts as people type them: ₹, Indian or international grouping', () => {
    expect(rent.parse('₹8,500')).toBe(8500);
    expect(rent.parse(' ₹ 8,500.50 ')).toBe(8500.5);
    expect(rent.parse('1,00,000')).toBe(100_000);
    expect(rent.parse('12,34,567.25')).toBe(1_234_567.25);
    expect(rent.parse('100,000')).toBe(100_000);
  });

  it('does not guess at a comma out of place, and says what to type', () => {
    for (const value of ['8,5', '8,50', '85,00,0', '1,0000', ',500', '8500,']) {
      expect([value, messageOf(rent.safeParse(value))]).toEqual([
        value,
        'Enter rent in rupees, e.g. 8500 or 8500.50',
      ]);
    }
  });

  it('reads each amount as typed on paper, and the same amounts sent as JSON strings', () => {
    const amount = money('Amount');
    expect(['₹5,000', '8,500', '1,00,000', '₹9,000.50'].map((typed) => amount.parse(typed))).toEqual([
      5000, 8500, 100_000, 9000.5,
    ]);
  });

  it('never reads hex, binary, exponents or a point without digits on both sides: the usual message', () => {
    const amount = money('Amount');
    for (const value of ['0x64', '0b11', '1e3', '10.', '.5', '0o7', '1_000', 'Infinity', '₹1e3', '1,000.']) {
      expect([value, messageOf(amount.safeParse(value))]).toEqual([
        value,
        'Enter amount in rupees, e.g. 8500 or 8500.50',
      ]);
    }
    expect(messageOf(addChargeSchema.safeParse({ description: 'Key', amount: '0x64' }))).toBe(
      'Enter amount in rupees, e.g. 500 or -250.50',
    );
    const pay = (amount: unknown) =>
      paySchema.safeParse({ paymentMode: 'CASH', paidAt: '2026-11-25', amount });
    expect(messageOf(pay('0x64'))).toBe('Enter amount in rupees, e.g. 8500 or 8500.50');
    expect(messageOf(pay('1e3'))).toBe('Enter amount in rupees, e.g. 8500 or 8500.50');
  });

  it('reads a credit typed with ₹ and grouping too', () => {
    const amountOf = (amount: string) => addChargeSchema.parse({ description: 'Key', amount }).amount;
    expect(amountOf('-₹1,250.50')).toBe(-1250.5);
    expect(amountOf('₹2,000')).toBe(2000);
  });

  it('refuses anything below one paisa with one message', () => {
    for (const value of [1e-9, 0.001, 0, -5, '0.004']) {
      expect([value, messageOf(rent.safeParse(value))]).toEqual([value, 'Rent must be at least ₹0.01']);
    }
  });

  it('refuses more than 2 decimals, too much, blanks and text that is no number', () => {
    expect(messageOf(rent.safeParse(10.555))).toBe('Rent can have at most 2 decimals');
    expect(messageOf(rent.safeParse(0.1 + 0.2))).toBe('Rent can have at most 2 decimals');
    expect(messageOf(rent.safeParse(10_000_000.01))).toBe('Rent must be at most ₹1,00,00,000');
    expect(messageOf(rent.safeParse(''))).toBe('This field is required');
    expect(messageOf(rent.safeParse('abc'))).toBe('Enter rent in rupees, e.g. 8500 or 8500.50');
  });

  it('is the rule of a payment’s amount', () => {
    const pay = (amount: unknown) =>
      paySchema.safeParse({ paymentMode: 'CASH', paidAt: '2026-11-25', amount });
    expect(messageOf(pay(1e-9))).toBe('Amount must be at least ₹0.01');
    expect(pay(0.01).success).toBe(true);
  });
});

describe('assignTenantSchema', () => {
  const base = { tenantId: 't', roomId: 'r', bedId: 'b', rentAmount: 8000 };

  it('ignores a meal cost and an advance whose box is not ticked, and stores them as 0', () => {
    const values = assignTenantSchema.parse({
      ...base,
      mealIncluded: false,
      mealCost: 0,
      collectAdvance: false,
      advanceAmount: 'anything',
    });
    expect(values).toMatchObject({
      mealCost: 0,
      advanceAmount: 0,
      mealIncluded: false,
      collectAdvance: false,
    });
  });

  it('checks them when ticked', () => {
    const result = assignTenantSchema.safeParse({
      ...base,
      mealIncluded: 'true',
      mealCost: 0,
      collectAdvance: true,
    });
    expect(result.success).toBe(false);
    expect(result.error!.flatten().fieldErrors).toEqual({
      mealCost: ['Meal cost must be at least ₹0.01'],
      advanceAmount: ['This field is required'],
    });
    expect(assignTenantSchema.parse({ ...base, mealIncluded: true, mealCost: '2500.5' }).mealCost).toBe(
      2500.5,
    );
  });
});
