// An HRA rent receipt (issue 44): a tenant's rent paid at their property in one month or one
// financial year (April-March), from the ledger (rent-paid.ts). The landlord's PAN is printed
// when the tenant's rent paid in that financial year, up to the end of the receipt's period,
// passes the HRA rule's limit; a cash receipt above the stamp rule's limit carries the stamp note.
// Both rules are taken as in force on the receipt's date (taxes/rules.ts).
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Language, PaymentMode } from '@pgportal/contracts/enums';
import type { Executor } from '../../db/client';
import { bedAssignments, beds, properties, rooms, tenants } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { taxRuleOn } from '../taxes/rules';
import { rentPaymentsBetween } from './rent-paid';

/** A month (1-12) of `year`, or (month 0) the financial year from April of `year` to March. */
export interface ReceiptPeriod {
  year: number;
  month: number;
}

export interface RentReceipt {
  tenantId: string;
  period: ReceiptPeriod;
  /** HRA-2026-04-1A2B3C4D (a month) or HRA-FY2026-27-1A2B3C4D (a financial year) */
  number: string;
  periodStart: string;
  periodEnd: string;
  /** the day the last rent in the period was received: the receipt's date */
  issuedOn: string;
  tenantName: string;
  tenantLanguage: Language;
  propertyName: string;
  propertyAddress: string;
  /** the room and bed rented (the latest assignment begun by the period's end), or null */
  place: { roomNumber: string; bedNumber: number } | null;
  amountPaise: number;
  modes: PaymentMode[];
  /** the landlord's PAN when the threshold is passed and the property has one */
  landlordPan: string | null;
  /** whether the financial year's rent passed the PAN threshold */
  panRequired: boolean;
  /** the cash part is above the stamp rule's limit: the receipt bears a revenue stamp */
  revenueStamp: boolean;
  /** the limits of the rules in force on the receipt's date */
  panLimitPaise: number;
  stampLimitPaise: number;
}

const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function periodBounds({ year, month }: ReceiptPeriod): { start: string; end: string } {
  if (month === 0) return { start: `${year}-04-01`, end: `${year + 1}-03-31` };
  return { start: `${year}-${pad(month)}-01`, end: `${year}-${pad(month)}-${pad(lastDayOf(year, month))}` };
}

/** The financial year (its April's year) a day falls in. */
export const financialYearOf = (day: string) => {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 4 ? year : year - 1;
};

export const periodCode = ({ year, month }: ReceiptPeriod) =>
  month === 0 ? `FY${year}-${pad((year + 1) % 100)}` : `${year}-${pad(month)}`;

async function rentedPlace(db: Executor, tenantId: string, propertyId: string, periodEnd: string) {
  const [place] = await db
    .select({ roomNumber: rooms.roomNumber, bedNumber: beds.bedNumber })
    .from(bedAssignments)
    .innerJoin(rooms, eq(rooms.id, bedAssignments.roomId))
    .innerJoin(beds, eq(beds.id, bedAssignments.bedId))
    .where(
      and(
        eq(bedAssignments.tenantId, tenantId),
        eq(bedAssignments.propertyId, propertyId),
        lte(bedAssignments.startDate, periodEnd),
      ),
    )
    .orderBy(desc(bedAssignments.startDate))
    .limit(1);
  return place ?? null;
}

/**
 * The receipt of `tenantId` for `period`; `scope` null is the server's own reading (the verify
 * page). Staff out of scope, another tenant, or a period with no rent received: 404 `message`.
 */
export async function findRentReceipt(
  db: Executor,
  scope: AccessScope | null,
  tenantId: string,
  period: ReceiptPeriod,
  messages: { tenantNotFound: string; nothingPaid: string },
): Promise<RentReceipt> {
  if (scope?.kind === 'tenant' && scope.actorId !== tenantId) throw notFound(messages.tenantNotFound);
  const [found] = await db
    .select({ tenant: tenants, property: properties })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(
      and(
        eq(tenants.id, tenantId),
        isNull(tenants.deletedAt),
        scope && scope.kind !== 'tenant' ? scope.propertyFilter(tenants.propertyId) : undefined,
      ),
    );
  if (!found) throw notFound(messages.tenantNotFound);
  const { tenant, property } = found;
  const { start, end } = periodBounds(period);
  const paid = await rentPaymentsBetween(db, tenant.id, property.id, start, end);
  if (!paid.length) throw notFound(messages.nothingPaid);

  const issuedOn = paid.at(-1)!.paidAt;
  const amountPaise = paid.reduce((sum, payment) => sum + payment.rentPaise, 0);
  const cashPaise = paid
    .filter((payment) => payment.paymentMode === 'CASH')
    .reduce((sum, payment) => sum + payment.rentPaise, 0);
  const financialYear = periodBounds({ year: period.month === 0 ? period.year : financialYearOf(start), month: 0 });
  const yearSoFar = await rentPaymentsBetween(db, tenant.id, property.id, financialYear.start, end);
  const yearRentPaise = yearSoFar.reduce((sum, payment) => sum + payment.rentPaise, 0);
  const panLimitPaise = taxRuleOn('HRA_LANDLORD_PAN_ABOVE', issuedOn).abovePaise;
  const stampLimitPaise = taxRuleOn('RECEIPT_REVENUE_STAMP_ABOVE', issuedOn).abovePaise;
  const panRequired = yearRentPaise > panLimitPaise;
  const place = await rentedPlace(db, tenant.id, property.id, end);
  const { fullAddress, area, city, pinCode } = property.address;
  const propertyAddress = [fullAddress, area, city, pinCode].filter(Boolean).join(', ');
  return {
    tenantId: tenant.id,
    period,
    number: `HRA-${periodCode(period)}-${tenant.id.slice(0, 8).toUpperCase()}`,
    periodStart: start,
    periodEnd: end,
    issuedOn,
    tenantName: tenant.fullName,
    tenantLanguage: tenant.language,
    propertyName: property.name,
    propertyAddress,
    place,
    amountPaise,
    modes: [...new Set(paid.map((payment) => payment.paymentMode))],
    landlordPan: panRequired && property.landlordPan ? property.landlordPan : null,
    panRequired,
    revenueStamp: cashPaise > stampLimitPaise,
    panLimitPaise,
    stampLimitPaise,
  };
}
