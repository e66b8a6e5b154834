// A service that may run inside a transaction takes the executor as its first argument. Called
// with the transaction, it sees the transaction's own writes, its nested transaction becomes a
// savepoint, and everything rolls back with the outer transaction, on both databases.
import { eq } from 'drizzle-orm';
import { propertyManagers, users, verificationTokens } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { assignManager, findStaff } from '../src/services/users/read';
import { issueVerificationToken } from '../src/services/auth/verification';
import { createTestApp, databases, type TestApp } from './helpers';

class Rollback extends Error {}

/** Fails instead of hanging when a query waits for a connection the transaction holds. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

describe.each(databases)('services inside a transaction on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('completes nested service calls and rolls them back with the outer transaction', async () => {
    const { db } = t.database;
    let seen: Awaited<ReturnType<typeof findStaff>> = null;
    const outcome = within(
      5000,
      db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ name: 'Short Lived', email: 'short.lived@example.com', role: 'MANAGER' })
          .returning();
        await assignManager(tx, DEMO_PROPERTY_ID, user!.id);
        // Opens its own (nested) transaction: a savepoint inside ours.
        await issueVerificationToken(tx, 'manager', user!.id);
        seen = await findStaff(tx, user!.id);
        throw new Rollback();
      }),
    );
    await expect(outcome).rejects.toBeInstanceOf(Rollback);
    expect(seen).toMatchObject({ email: 'short.lived@example.com', assignedPropertyIds: [DEMO_PROPERTY_ID] });

    expect(await db.$count(users, eq(users.email, 'short.lived@example.com'))).toBe(0);
    expect(await db.$count(propertyManagers)).toBe(1);
    expect(await db.$count(verificationTokens)).toBe(0);
  });

  it('keeps what nested calls wrote when the outer transaction commits', async () => {
    const { db } = t.database;
    const id = await within(
      5000,
      db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ name: 'Kept', email: 'kept@example.com', role: 'MANAGER' })
          .returning();
        await issueVerificationToken(tx, 'manager', user!.id);
        return user!.id;
      }),
    );
    expect(await db.$count(verificationTokens, eq(verificationTokens.subjectId, id))).toBe(1);
  });
});
