// Part of `npm run seed:large`: grows the database of DATABASE_URL (or DATA_DIR's PGlite) to a large set of
// tenants for benchmarks: 100,000 on PostgreSQL, 10,000 on PGlite (BENCH_TENANTS sets another
// count). Idempotent: it adds only the tenants still missing. Tenants get Indian names, e-mail
// <first>.<last>.<n>@bench.example.com and phone 9<n as 9 digits>, in the first property.
import { like, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { tenants } from '../schema';

export const BENCH_EMAIL_DOMAIN = 'bench.example.com';

// 40 × 40 names: a search for one full name finds about 1 tenant in 1,600, as real names would.
const FIRST =
  'Aarav Vivaan Aditya Vihaan Arjun Sai Reyansh Krishna Ishaan Shaurya Ananya Diya Aadhya Saanvi Myra Aarohi Pari Anika Navya Kiara Rahul Priya Rohan Sneha Karthik Divya Nikhil Pooja Manish Lakshmi Suresh Deepa Vikram Meera Rajesh Kavya Amit Neha Sanjay Asha';
const LAST =
  'Sharma Verma Gupta Iyer Nair Reddy Rao Patel Shah Mehta Joshi Kulkarni Desai Menon Pillai Bose Das Sen Ghosh Banerjee Mukherjee Chatterjee Singh Kaur Khan Ali Fernandes DSouza Naidu Hegde Shetty Kamath Bhat Saxena Mishra Pandey Tiwari Yadav Chauhan Thakur';
const FIRST_NAMES = `{${FIRST.split(' ').join(',')}}`;
const LAST_NAMES = `{${LAST.split(' ').join(',')}}`;
const FIRST_COUNT = FIRST.split(' ').length;
const LAST_COUNT = LAST.split(' ').length;

/** Adds bench tenants numbered after the ones already there, up to `target`; returns how many exist. */
export async function seedLargeTenants(db: Db, target: number): Promise<number> {
  const existing = await db.$count(tenants, like(tenants.email, `%@${BENCH_EMAIL_DOMAIN}`));
  const chunk = 20_000;
  for (let from = existing + 1; from <= target; from += chunk) {
    const to = Math.min(target, from + chunk - 1);
    // One statement per chunk; created_at steps by a second so "newest first" has a stable order.
    await db.execute(sql`
      insert into tenants (full_name, email, phone_number, address, profession, is_verified, property_id, created_at)
      select f.name || ' ' || l.name,
             lower(f.name) || '.' || lower(l.name) || '.' || g || ${`@${BENCH_EMAIL_DOMAIN}`},
             '9' || lpad(g::text, 9, '0'), g || ' MG Road, Bengaluru',
             (array['JOB','STUDENT','STAY','TRAVELLER'])[1 + g % 4], g % 3 <> 0,
             (select id from properties where deleted_at is null order by created_at limit 1),
             now() - make_interval(secs => ${target} - g)
      from generate_series(${from}::int, ${to}::int) as g
      cross join lateral (select (${FIRST_NAMES}::text[])[1 + g % ${FIRST_COUNT}] as name) as f
      cross join lateral (select (${LAST_NAMES}::text[])[1 + (g / ${FIRST_COUNT}) % ${LAST_COUNT}] as name) as l`);
  }
  // Fresh statistics, and a visibility map so counts can be answered from the index.
  await db.execute(sql`vacuum analyze tenants`);
  return Math.max(existing, target);
}
