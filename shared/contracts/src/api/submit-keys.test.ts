import { ApiError } from './errors';
import { request } from './client';
import { newIdempotencyKey, oneKeyPerSubmit } from './submit-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('one Idempotency-Key per submit', () => {
  it('makes a new UUID each time, with or without crypto.randomUUID (a plain-http LAN page has none)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(crypto.randomUUID()).toMatch(UUID);
  });

  it('sends a retry of the same input with its key, and the next submit after a success with a new one', async () => {
    const keys = oneKeyPerSubmit<{ billingId: string; amount: number }>();
    const used: string[] = [];
    const failing = async (key: string) => {
      used.push(key);
      throw new ApiError(0, 'You are offline');
    };
    const succeeding = async (key: string) => {
      used.push(key);
      return 'ok';
    };
    const input = { billingId: 'b1', amount: 500 };
    await expect(keys.send(input, failing)).rejects.toThrow('You are offline');
    await expect(keys.send({ ...input }, succeeding)).resolves.toBe('ok');
    await keys.send(input, succeeding);
    await keys.send({ billingId: 'b1', amount: 700 }, succeeding);
    expect(used[1]).toBe(used[0]);
    expect(new Set(used.slice(1))).toHaveProperty('size', 3);
  });

  it('gives another input a new key, and drops a key the server says was used for another request', async () => {
    const keys = oneKeyPerSubmit<{ file: File }>();
    const used: string[] = [];
    const reused = async (key: string) => {
      used.push(key);
      throw new ApiError(409, 'used', undefined, 'IDEMPOTENCY_KEY_REUSED');
    };
    const file = new File(['a,b'], 'statement.csv', { lastModified: 1 });
    await expect(keys.send({ file }, reused)).rejects.toThrow('used');
    await expect(keys.send({ file }, reused)).rejects.toThrow('used');
    await expect(
      keys.send({ file: new File(['a,b,c'], 'statement.csv', { lastModified: 1 }) }, reused),
    ).rejects.toThrow();
    expect(new Set(used).size).toBe(3);
  });

  it('puts the key in the Idempotency-Key header of the call', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue({
      status: 200,
      json: async () => ({ success: true, message: 'OK', data: null }),
    } as Response);
    try {
      await request('/payment/b1/pay', { method: 'PATCH', body: { amount: 1 }, idempotencyKey: 'key-1' });
      await request('/payment/b1/pay', { method: 'PATCH', body: { amount: 1 } });
      const headers = fetchSpy.mock.calls.map(([, init]) => init?.headers);
      expect(headers).toEqual([
        { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' },
        { 'Content-Type': 'application/json' },
      ]);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
