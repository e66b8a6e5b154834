// Part of `npm run seed:large` with BENCH_INVOICES=1 (the lists bench, issue 28): spreads the bench
// tenants over the 1,000 bench properties (100 each), puts 20 of each property's tenants on its
// 20 beds, and gives every bench tenant 10 monthly RENT invoices from January 2025 (1,000,000 at
// 100,000 tenants): those on a bed owe the last one (OVERDUE), the others paid all (a payment
// each), and 20 complaints per property. Set-based SQL; running it again adds nothing.
import { like, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { invoices } from '../schema';
import { BENCH_EMAIL_DOMAIN } from './tenants';

export const INVOICES_PER_TENANT = 10;
export const COMPLAINTS_PER_PROPERTY = 20;
const BENCH_INVOICE_PREFIX = 'INV-L-';

const benchProperties = sql`(select id, row_number() over (order by created_at, id) - 1 as n
  from properties where name like 'Bench PG %' and deleted_at is null)`;

/** Returns false when the bench invoices are already there. */
export async function seedLargeBilling(db: Db): Promise<boolean> {
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
    await tx.execute(sql`
      insert into invoices (invoice_id, tenant_id, property_id, assignment_id, type, period_start,
                            period_end, invoice_date, due_date, total_paise, paid_paise, status)
      select ${BENCH_INVOICE_PREFIX} || s.id || '-' || k, s.id, s.property_id, a.id, 'RENT',
             (date '2025-01-01' + make_interval(months => k))::date,
             (date '2025-01-01' + make_interval(months => k + 1) - interval '1 day')::date,
             (date '2025-01-01' + make_interval(months => k))::date,
             (date '2025-01-01' + make_interval(months => k) + interval '5 days')::date,
             800000, case when a.id is null or k < ${INVOICES_PER_TENANT - 1} then 800000 else 0 end,
             case when a.id is null or k < ${INVOICES_PER_TENANT - 1} then 'PAID' else 'OVERDUE' end
      from bench_spread s left join bed_assignments a on a.tenant_id = s.id
      cross join generate_series(0, ${INVOICES_PER_TENANT - 1}) k`);
    await tx.execute(sql`
      insert into payments (invoice_id, property_id, amount_paise, payment_mode, paid_at)
      select id, property_id, total_paise, 'UPI', invoice_date + 2
      from invoices where status = 'PAID' and invoice_id like ${`${BENCH_INVOICE_PREFIX}%`}`);
    await tx.execute(sql`
      insert into complaints (tenant_id, property_id, room_id, bed_id, issue, category, status, created_at, updated_at)
      select tenant_id, property_id, room_id, bed_id, 'The fan in the room is noisy (' || n || ')', 'OTHER',
             (array['PENDING','IN_PROGRESS','RESOLVED'])[1 + (n % 3)::int], now() - make_interval(hours => n::int),
             now() - make_interval(hours => n::int)
      from bench_pairs where n < ${COMPLAINTS_PER_PROPERTY}`);
  });
  await db.execute(sql`vacuum analyze`);
  return true;
}
