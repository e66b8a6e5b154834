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

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Their whole name as words of the narration (ASHA RAO, asha.rao, ASHARAO), or their phone number. */
function namesTenant(narration: string, due: TenantDue): boolean {
  const said = words(narration);
  const name = words(due.fullName);
  if (name.join('').length >= 3) {
    const spaced = ` ${said.join(' ')} `;
    if (spaced.includes(` ${name.join(' ')} `) || said.includes(name.join(''))) return true;
  }
  const phone = lastTenDigits(due.phoneNumber);
  // a run of digits that is the number, with or without 91 (9876543210@ybl, 919876543210)
  const runs = narration.match(/\d+/g) ?? [];
  return phone.length === 10 && runs.some((run) => run.length <= 12 && run.slice(-10) === phone);
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
