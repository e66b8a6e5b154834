// GET /export/form3-register.csv (issue 45): the one-year register of Form III reports of a
// property, every arrival and departure whose moment falls in the days asked (India time), with
// the whole passport and visa numbers (the register is what the immigration authorities inspect;
// every other export and answer shows them masked). Cells spreadsheet-safe (cells.ts).
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { FORM3_REPORT_KIND_LABELS, VISA_KIND_LABELS } from '@pgportal/contracts/enums';
import type { Executor } from '../../db/client';
import { form3Reports, tenantForeignDetails, tenants } from '../../db/schema';
import { plusDays } from '../calendar';
import type { KeyConfig } from '../form3/details';
import { indiaTime } from '../form3/clock';
import { decryptPii, piiKeyOf } from '../form3/pii-crypto';
import { textCell } from './cells';

export const FORM3_REGISTER_HEADER = [
  'Report',
  'Arrival or departure (IST)',
  'Due by (IST)',
  'Submission number',
  'Submitted at (IST)',
  'Name',
  'Nationality',
  'Passport number',
  'Passport expiry',
  'Visa kind',
  'Visa number',
  'Visa type',
  'Visa expiry',
  'Arrival in India',
  'Arrived from',
  'Next destination',
];

const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** How many days back the register reaches (and how long erasure keeps a foreign tenant's details). */
export const FORM3_REGISTER_DAYS = 365;

/** The days a register covers: as asked, else the last 12 months to today. */
export function registerDays(today: string, from?: string, to?: string) {
  const end = to ?? today;
  return { from: from ?? plusDays(end, -FORM3_REGISTER_DAYS), to: end };
}

export async function form3RegisterCsv(
  db: Executor,
  config: KeyConfig,
  propertyId: string,
  days: { from: string; to: string },
): Promise<string> {
  const rows = await db
    .select({ report: form3Reports, details: tenantForeignDetails, fullName: tenants.fullName })
    .from(form3Reports)
    .innerJoin(tenants, eq(tenants.id, form3Reports.tenantId))
    .innerJoin(tenantForeignDetails, eq(tenantForeignDetails.tenantId, form3Reports.tenantId))
    .where(
      and(
        eq(form3Reports.propertyId, propertyId),
        gte(form3Reports.eventAt, startOfIndiaDay(days.from)),
        lt(form3Reports.eventAt, startOfIndiaDay(plusDays(days.to, 1))),
      ),
    )
    .orderBy(asc(form3Reports.eventAt), asc(form3Reports.kind), asc(form3Reports.id));
  const key = rows.length ? piiKeyOf(config) : null;
  const whole = (stored: string | null, context: string) =>
    stored === null || key === null
      ? ''
      : (decryptPii(key, stored, context) ?? '(cannot be decrypted with this key)');
  const records = rows.map(({ report, details, fullName }) => [
    FORM3_REPORT_KIND_LABELS[report.kind],
    indiaTime(report.eventAt),
    indiaTime(report.dueAt),
    textCell(report.submissionNumber),
    report.submittedAt ? indiaTime(report.submittedAt) : 'Not filed',
    textCell(fullName),
    textCell(details.nationality),
    textCell(whole(details.passportNumberEnc, `${report.tenantId}:passport`)),
    details.passportExpiresOn ?? '',
    details.visaKind ? VISA_KIND_LABELS[details.visaKind] : '',
    textCell(whole(details.visaNumberEnc, `${report.tenantId}:visa`)),
    textCell(details.visaType),
    details.visaExpiresOn ?? '',
    details.arrivedInIndiaOn ?? '',
    textCell(details.arrivedFrom),
    textCell(details.nextDestination),
  ]);
  return stringify([FORM3_REGISTER_HEADER, ...records], { bom: true, record_delimiter: 'windows' });
}
