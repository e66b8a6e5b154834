// The one order in which transactions lock rows. Every service that writes under locks takes them in
// this order, so two transactions never wait on each other in a circle (no deadlock). A service names
// the steps it takes with locksTaken() next to its imports; the names are checked against this table
// when the module loads, and lock-order.test.ts checks that every service taking locks names them.
export const LOCK_ORDER = [
  'billing',
  'property',
  'user',
  'room',
  'bed',
  'tenant',
  'record',
  'invoice',
  'invoiceRow',
  'sequence',
  'totals',
] as const;

export type LockStep = (typeof LOCK_ORDER)[number];

/** What each step locks, and how. */
export const LOCK_STEPS: Record<LockStep, string> = {
  billing:
    'the billing lock (payments/job/lock.ts), an advisory lock: a billing run holds it alone; an assignment, a move, a notice or a settle that issues invoices holds it shared, before any row',
  property:
    'the property: FOR SHARE by a write to something under it, FOR UPDATE by its own update or delete (and by a bank statement import, so imports of one property run one after the other)',
  user: "a manager's user row, under the property they are added to or removed from",
  room: 'the room: FOR SHARE by a write to a bed or a stay in it, FOR UPDATE by its own update, delete or meter reading',
  bed: "the bed (a move: the new bed first, then the tenant's old one), each checked free or present under its lock",
  tenant: 'the tenant row',
  record:
    "a row that belongs to the tenant or room locked before: the open assignment, the standing notice, the exit statement (then its versions), a legal document, days away and meal credits, a room's meter readings",
  invoice: 'invoices, FOR UPDATE, several in id order',
  invoiceRow:
    "a row of a locked invoice or of the tenant's account: its lines, claims, statement lines, the payment row, pending charges (FOR UPDATE, as the issuing takes them)",
  sequence:
    "the year's invoice and receipt numbers (invoice and receipt_sequences rows, years ascending), held by a transaction that issues invoices or records payments before its first write under the totals (payments/hold-numbers.ts); then a GSTIN's year of GST serials (gst_serial_sequences), taken only by transactions that hold the invoice numbers, which keeps them one at a time",
  totals: 'the maintained totals, written by statement triggers at the end of each statement',
};

const rank = (step: LockStep) => LOCK_ORDER.indexOf(step);

/**
 * The steps a service locks, in the order it takes them; throws (when the module loads) if they
 * are not in LOCK_ORDER's order. A step may be skipped, never taken before an earlier one.
 */
export function locksTaken<S extends LockStep>(...steps: S[]): readonly S[] {
  steps.forEach((step, index) => {
    if (rank(step) === -1) throw new Error(`locksTaken: ${String(step)} is not a step of LOCK_ORDER`);
    const before = steps[index - 1];
    if (before !== undefined && rank(before) >= rank(step))
      throw new Error(`locksTaken: ${step} comes before ${before} in LOCK_ORDER (db/lock-order.ts)`);
  });
  return steps;
}
