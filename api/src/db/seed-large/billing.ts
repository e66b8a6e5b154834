// Part of `npm run seed:large` with BENCH_INVOICES=1 (the lists bench, issue 28; SEED_SCALE, scale.ts):
// spreads the bench tenants over the bench properties (bench: 100 each of 1,000), puts the first of
// each property's tenants on its 20 beds and gives each of them the scale's monthly RENT invoices
// from January 2025 (bench 10, operator 14): they owe the last one (OVERDUE) and paid the others
// (a payment each). The next 20 of a property moved out (operator: a stay on the same beds through
// 2024, 12 invoices, all paid); the rest (bench) never had a bed and paid the bench's 10 invoices.
// Complaints per property, and (operator) expenses in every month of 2025. Set-based SQL; running
// it again adds nothing.
import { like, sql } from 'drizzle-orm';
import type { Db, Executor } from '../client';
import { invoices } from '../schema';
import { EXPENSE_CATEGORIES } from '@pgportal/contracts/enums';
import { MOVED_OUT_MONTHS, type SeedScale } from './scale';
import { BENCH_EMAIL_DOMAIN } from './tenants';

const BENCH_INVOICE_PREFIX = 'INV-L-';

/** Month `k` after `firstMonth` (a DATE literal's text): its period start and end, invoice date and due date. */
const monthlyInvoiceDates = (firstMonth: string) => {
  const start = sql`(date '${sql.raw(firstMonth)}' + make_interval(months => k))`;
  return sql`${start}::date, (${start} + interval '1 month' - interval '1 day')::date, ${start}::date,
             (${start} + interval '5 days')::date`;
};

const benchProperties = sql`(select id, row_number() over (order by created_at, id) - 1 as n
  from properties where name like 'Bench PG %' and deleted_at is null)`;

/** Returns false when the bench invoices are already there. */
export async function seedLargeBilling(db: Db, scale: SeedScale): Promise<boolean> {
  const perTenant = scale.invoicesPerTenant;
  const bedsPerProperty = scale.roomsPerProperty * scale.bedsPerRoom;
  const existing = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(like(invoices.invoiceId, `${BENCH_INVOICE_PREFIX}%`))
    .limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table bench_spread on commit drop as
        select t.id, bp.id as property_id, t.n / bp_count.c as n
        from (select id, row_number() over (order by created_at, id) - 1 as n from tenants
              where email like ${`%@${BENCH_EMAIL_DOMAIN}`} and deleted_at is null) t
        cross join (select count(*) as c from ${benchProperties} x) bp_count
        join ${benchProperties} bp on bp.n = t.n % bp_count.c`);
    await tx.execute(
      sql`update tenants set property_id = s.property_id from bench_spread s where tenants.id = s.id`,
    );
    // The n-th tenant of a property on the property's n-th free bed.
    await tx.execute(sql`
      create temporary table bench_pairs on commit drop as
        select s.id as tenant_id, b.id as bed_id, b.room_id, s.property_id, s.n
        from bench_spread s join (
          select b.id, b.room_id, r.property_id,
                 row_number() over (partition by r.property_id order by r.room_number, b.bed_number) - 1 as n
          from beds b join rooms r on r.id = b.room_id
          where b.occupant_id is null and b.deleted_at is null and r.deleted_at is null) b
        using (property_id, n)`);
    await tx.execute(
      sql`update beds set occupant_id = p.tenant_id from bench_pairs p where beds.id = p.bed_id`,
    );
    await tx.execute(sql`update tenants set bed_id = p.bed_id, room_id = p.room_id
      from bench_pairs p where tenants.id = p.tenant_id`);
    await tx.execute(sql`
      insert into bed_assignments (tenant_id, bed_id, room_id, property_id, start_date, rent_paise)
      select tenant_id, bed_id, room_id, property_id, date '2025-01-01' + (n % 28)::int, 800000
      from bench_pairs`);
    if (scale.movedOut) await seedMovedOut(tx, bedsPerProperty);
    // Tenants on a bed owe their last invoice; the others (bench: never on a bed) paid all.
    await tx.execute(sql`
      insert into invoices (invoice_id, tenant_id, property_id, assignment_id, type, period_start,
                            period_end, invoice_date, due_date, total_paise, paid_paise, status)
      select ${BENCH_INVOICE_PREFIX} || s.id || '-' || k, s.id, s.property_id, a.id, 'RENT',
             ${monthlyInvoiceDates('2025-01-01')},
             800000, case when a.id is null or k < ${perTenant - 1} then 800000 else 0 end,
             case when a.id is null or k < ${perTenant - 1} then 'PAID' else 'OVERDUE' end
      from bench_spread s left join bed_assignments a on a.tenant_id = s.id
      cross join generate_series(0, ${perTenant - 1}) k
      where not (${scale.movedOut} and s.n >= ${bedsPerProperty})`);
    await tx.execute(sql`
      insert into payments (invoice_id, property_id, amount_paise, payment_mode, paid_at)
      select id, property_id, total_paise, 'UPI', invoice_date + 2
      from invoices where status = 'PAID' and invoice_id like ${`${BENCH_INVOICE_PREFIX}%`}`);
    // n-th complaint of a property from its (n mod beds)-th tenant on a bed, an hour apart
    await tx.execute(sql`
      insert into complaints (tenant_id, property_id, room_id, bed_id, issue, category, status, created_at, updated_at)
      select tenant_id, property_id, room_id, bed_id, 'The fan in the room is noisy (' || c || ')', 'OTHER',
             (array['PENDING','IN_PROGRESS','RESOLVED'])[1 + (c % 3)::int], now() - make_interval(hours => c::int),
             now() - make_interval(hours => c::int)
      from bench_pairs cross join lateral generate_series(n, ${scale.complaintsPerProperty - 1}, ${bedsPerProperty}) c`);
    if (scale.expensesPerMonth > 0) await seedExpenses(tx, scale.expensesPerMonth);
  });
  await db.execute(sql`vacuum analyze`);
  return true;
}

/**
 * The tenants after a property's beds moved out: each stayed on the bed of the same number through
 * 2024 (before its tenant today moved in) and paid its 12 invoices. Tenants past twice the beds get nothing.
 */
async function seedMovedOut(tx: Executor, bedsPerProperty: number) {
  await tx.execute(sql`
    insert into bed_assignments (tenant_id, bed_id, room_id, property_id, start_date, end_date, rent_paise)
    select s.id, p.bed_id, p.room_id, s.property_id, date '2024-01-01', date '2024-12-31', 750000
    from bench_spread s join bench_pairs p on p.property_id = s.property_id and p.n = s.n - ${bedsPerProperty}
    where s.n >= ${bedsPerProperty}`);
  await tx.execute(sql`
    insert into invoices (invoice_id, tenant_id, property_id, assignment_id, type, period_start,
                          period_end, invoice_date, due_date, total_paise, paid_paise, status)
    select ${BENCH_INVOICE_PREFIX} || a.tenant_id || '-' || k, a.tenant_id, a.property_id, a.id, 'RENT',
           ${monthlyInvoiceDates('2024-01-01')},
           750000, 750000, 'PAID'
    from bed_assignments a join bench_spread s on s.id = a.tenant_id
    cross join generate_series(0, ${MOVED_OUT_MONTHS - 1}) k
    where a.end_date is not null`);
}

/** `perMonth` expenses of every bench property in each month of 2025, of rotating categories. */
async function seedExpenses(tx: Executor, perMonth: number) {
  const categories = `{${EXPENSE_CATEGORIES.join(',')}}`;
  await tx.execute(sql`
    insert into expenses (property_id, category, amount_paise, spent_on, payment_mode, paid_to)
    select bp.id, (${categories}::text[])[1 + (m * ${perMonth} + e) % ${EXPENSE_CATEGORIES.length}],
           100000 + ((bp.n * 7 + m * 13 + e * 29) % 50) * 10000,
           (date '2025-01-01' + make_interval(months => m) + make_interval(days => 3 + e * 7))::date,
           'UPI', 'Bench supplier ' || (1 + e)
    from ${benchProperties} bp cross join generate_series(0, 11) m
    cross join generate_series(0, ${perMonth - 1}) e`);
}
