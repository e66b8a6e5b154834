// PostgreSQL errors, decoded in one place: the SQLSTATE and constraint of a database error (looking
// through the errors drizzle wraps around it), and the API refusal each known violation stands for.
// No other file reads a SQLSTATE: services end a write with `throw databaseRefusal(error) ?? error`.
import { MESSAGES } from '@pgportal/contracts/messages';
import { conflict, HttpError } from '../errors';

const UNIQUE_VIOLATION = '23505';

interface PgError {
  /** SQLSTATE, e.g. 23505 */
  state: string;
  constraint: string | null;
}

/** The database error inside `error`, if there is one. */
export function pgErrorOf(error: unknown): PgError | null {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { state: code, constraint: typeof constraint === 'string' ? constraint : null };
    }
  }
  return null;
}

/** A 409 about one field of the form (its schema's name), which the form marks. */
const refusedOn = (field: string, message: string) => () => conflict(message, { [field]: message });

/** Each unique index a request can run into, and what the caller is told. */
const UNIQUE_REFUSALS: Record<string, () => HttpError> = {
  users_email_active_unique: refusedOn('email', MESSAGES.emailInUse),
  tenants_email_active_unique: refusedOn('email', MESSAGES.emailInUse),
  rooms_property_number_active_unique: refusedOn('roomNumber', MESSAGES.roomNumberTaken),
  bed_assignments_open_bed_unique: refusedOn('bedId', MESSAGES.bedOccupied),
  bed_assignments_open_tenant_unique: refusedOn('tenantId', MESSAGES.tenantAlreadyOnBed),
  beds_occupant_unique: refusedOn('tenantId', MESSAGES.tenantAlreadyOnBed),
  invoices_tenant_period_unique: refusedOn('tenantId', MESSAGES.tenantRentAlreadyIssued),
  payments_reverses_unique: () => conflict(MESSAGES.paymentAlreadyReversed),
  payment_claims_open_invoice_unique: refusedOn('utr', MESSAGES.claimAlreadyOpen),
  payment_claims_invoice_utr_unique: refusedOn('utr', MESSAGES.utrAlreadyClaimed),
  payments_property_reference_unique: refusedOn('reference', MESSAGES.referenceAlreadyRecorded),
  statement_lines_property_reference_unique: () => conflict(MESSAGES.referenceAlreadyRecorded),
  late_fee_waivers_pkey: () => conflict(MESSAGES.lateFeeAlreadyWaived),
  tenant_notices_standing_uq: () => conflict(MESSAGES.noticeStanding),
};

/**
 * The refusal a database error stands for: a known unique index → its 409; a value the database
 * cannot store (class 22: a NUL character, a number out of range) → 400. Anything else → null.
 */
export function databaseRefusal(error: unknown): HttpError | null {
  const pg = pgErrorOf(error);
  if (!pg) return null;
  if (pg.state === UNIQUE_VIOLATION) {
    const refusal = pg.constraint === null ? undefined : UNIQUE_REFUSALS[pg.constraint];
    return refusal ? refusal() : null;
  }
  if (pg.state.startsWith('22'))
    return new HttpError(400, MESSAGES.valueNotStorable, { code: 'VALUE_NOT_STORABLE' });
  return null;
}
