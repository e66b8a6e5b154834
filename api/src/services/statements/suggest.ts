// Suggestions (issue 23): a credit that equals what exactly one tenant of the property owes, and
// whose narration names them (full name, phone number, or the phone-number UPI handle).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, tenants } from '../../db/schema';
import { owesSql } from '../payments/status';

export interface TenantDue {
  tenantId: string;
  fullName: string;
  phoneNumber: string;
  duePaise: number;
  /** the oldest invoice with something outstanding: the one a confirmation pays */
  invoiceId: string;
  invoiceNumber: string;
}

/** Every tenant of the property who owes something, with the sum and their oldest open invoice. */
export async function tenantDuesOf(executor: Executor, propertyId: string): Promise<TenantDue[]> {
  const rows = await executor
    .select({
      tenantId: invoices.tenantId,
      fullName: tenants.fullName,
      phoneNumber: tenants.phoneNumber,
      outstanding: sql<number>`(${invoices.totalPaise} - ${invoices.paidPaise})::float8`,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceId,
    })
    .from(invoices)
    .innerJoin(tenants, eq(tenants.id, invoices.tenantId))
    .where(and(eq(invoices.propertyId, propertyId), owesSql()))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  const dues = new Map<string, TenantDue>();
  for (const row of rows) {
    if (row.outstanding <= 0) continue;
    const due = dues.get(row.tenantId);
    if (due) due.duePaise += row.outstanding;
    else dues.set(row.tenantId, { ...row, duePaise: row.outstanding });
  }
  return [...dues.values()];
}

const lastTenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Tenants by what they owe, for a file's worth of lookups. A tenant is named by a narration when
 * their whole name is a run of its words (ASHA RAO, asha.rao), one of its words (ASHARAO), or a run
 * of 10 to 12 digits ends with their phone number (9876543210@ybl, 919876543210). The names and
 * numbers are indexed once, so each line costs a few map lookups however many tenants owe.
 */
export function suggester(dues: TenantDue[]) {
  const bySpacedName = new Map<string, TenantDue[]>();
  const byJoinedName = new Map<string, TenantDue[]>();
  const byPhone = new Map<string, TenantDue[]>();
  let longestName = 0;
  for (const due of dues) {
    const name = words(due.fullName);
    if (name.join('').length >= 3) {
      push(bySpacedName, name.join(' '), due);
      push(byJoinedName, name.join(''), due);
      longestName = Math.max(longestName, name.length);
    }
    const phone = lastTenDigits(due.phoneNumber);
    if (phone.length === 10) push(byPhone, phone, due);
  }
  return (amountPaise: number, narration: string): TenantDue | null => {
    const named = new Set<TenantDue>();
    const take = (found: TenantDue[] | undefined) => {
      for (const due of found ?? []) if (due.duePaise === amountPaise) named.add(due);
    };
    const said = words(narration);
    for (let start = 0; start < said.length; start += 1) {
      take(byJoinedName.get(said[start]!));
      for (let count = 1; count <= longestName && start + count <= said.length; count += 1) {
        take(bySpacedName.get(said.slice(start, start + count).join(' ')));
      }
    }
    for (const run of narration.match(/\d+/g) ?? []) {
      if (run.length >= 10 && run.length <= 12) take(byPhone.get(run.slice(-10)));
    }
    return named.size === 1 ? [...named][0]! : null;
  };
}
