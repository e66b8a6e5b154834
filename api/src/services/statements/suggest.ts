// Suggestions (issue 23): a credit that equals what exactly one tenant of the property owes, and
// whose narration names them (full name, phone number, or the phone-number UPI handle).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, tenants } from '../../db/schema';

export interface TenantDue {
  tenantId: string;
  fullName: string;
  phoneNumber: string;
  duePaise: number;
  /** the oldest invoice with something outstanding: the one a confirmation pays */
  invoiceId: string;
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
    })
    .from(invoices)
    .innerJoin(tenants, eq(tenants.id, invoices.tenantId))
    .where(and(eq(invoices.propertyId, propertyId), ne(invoices.status, 'PAID')))
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

function namesTenant(narration: string, due: TenantDue): boolean {
  const text = narration.toLowerCase().replace(/\s+/g, ' ');
  const name = due.fullName.toLowerCase().trim().replace(/\s+/g, ' ');
  if (name.length >= 3 && (text.includes(name) || text.replace(/ /g, '').includes(name.replace(/ /g, '')))) {
    return true;
  }
  const phone = lastTenDigits(due.phoneNumber);
  return phone.length === 10 && narration.replace(/\D/g, '').includes(phone);
}

/** Tenants by what they owe, for a file's worth of lookups. */
export function suggester(dues: TenantDue[]) {
  const byAmount = new Map<number, TenantDue[]>();
  for (const due of dues) byAmount.set(due.duePaise, [...(byAmount.get(due.duePaise) ?? []), due]);
  return (amountPaise: number, narration: string): TenantDue | null => {
    const named = (byAmount.get(amountPaise) ?? []).filter((due) => namesTenant(narration, due));
    return named.length === 1 ? named[0]! : null;
  };
}
