import { MESSAGES } from '@pgportal/contracts/messages';
import { databaseRefusal, pgErrorOf } from './pg-errors';

/** What drizzle throws: its own error, the driver's error as the cause. */
const wrapped = (code: string, constraint?: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code, constraint }) });

describe('pg-errors', () => {
  it('reads the SQLSTATE and constraint through the errors drizzle wraps', () => {
    expect(pgErrorOf(wrapped('23505', 'rooms_property_number_active_unique'))).toEqual({
      state: '23505',
      constraint: 'rooms_property_number_active_unique',
    });
    expect(pgErrorOf(new Error('boom'))).toBeNull();
    // A Node error code is no SQLSTATE.
    expect(pgErrorOf(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeNull();
  });

  it('turns each known unique index into its 409 with its code and field', () => {
    const refusal = databaseRefusal(wrapped('23505', 'bed_assignments_open_bed_unique'));
    expect(refusal).toMatchObject({
      statusCode: 409,
      code: 'BED_OCCUPIED',
      message: MESSAGES.bedOccupied,
      errors: { bedId: MESSAGES.bedOccupied },
    });
    expect(databaseRefusal(wrapped('23505', 'tenants_email_active_unique'))).toMatchObject({
      statusCode: 409,
      code: 'EMAIL_IN_USE',
      errors: { email: MESSAGES.emailInUse },
    });
  });

  it('answers a value the database cannot store with 400, and leaves anything else alone', () => {
    expect(databaseRefusal(wrapped('22P05'))).toMatchObject({ statusCode: 400, code: 'VALUE_NOT_STORABLE' });
    expect(databaseRefusal(wrapped('23505', 'sessions_token_hash_unique'))).toBeNull();
    expect(databaseRefusal(wrapped('40P01'))).toBeNull();
    expect(databaseRefusal(new Error('boom'))).toBeNull();
  });
});
