// Form III reports (issue 45): the departure clock starts at the move-out; staff record each
// report's submission number and time once filed on the immigration portal; the data sheet shows
// the whole passport and visa numbers, decrypted for it alone.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Form3SheetAnswer, ForeignNationalAnswer } from '@pgportal/contracts/responses';
import type { Form3SubmissionValues } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import { form3Reports, properties, tenantForeignDetails } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import {
  detailsRow,
  getForeignNational,
  presentDetails,
  reportsOf,
  startReport,
  tenantInScope,
  type KeyConfig,
} from './details';
import { decryptPii, piiKeyOf } from './pii-crypto';
import { locksTaken } from '../../db/lock-order';

locksTaken('tenant', 'record');

/** Where Form III is filed. */
export const FORM3_PORTAL_URL = 'https://indianfrro.gov.in';

/**
 * The move-out of a foreign national (the tenant locked by the caller): their departure from the
 * PG is now, and the departure report's 24 hours start. Nothing for a tenant with no details.
 */
export async function startDepartureClock(
  tx: Executor,
  tenantId: string,
  propertyId: string | null,
  at = new Date(),
) {
  if (!propertyId) return;
  const [row] = await tx
    .update(tenantForeignDetails)
    .set({ departedAt: at, updatedAt: at })
    .where(eq(tenantForeignDetails.tenantId, tenantId))
    .returning({ id: tenantForeignDetails.id });
  if (!row) return;
  await startReport(tx, { tenantId, propertyId, kind: 'DEPARTURE', eventAt: at });
}

/** POST /tenant/{tenantId}/form3/{kind}: the latest report of that kind gets its submission. */
export async function recordForm3Submission(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
  kind: 'ARRIVAL' | 'DEPARTURE',
  values: Form3SubmissionValues,
): Promise<ForeignNationalAnswer> {
  await db.transaction(async (tx) => {
    const tenant = await tenantInScope(tx, scope, tenantId, true);
    if (!(await detailsRow(tx, tenantId))) throw badRequest(MESSAGES.form3NoDetails);
    const [report] = await tx
      .select()
      .from(form3Reports)
      .where(and(eq(form3Reports.tenantId, tenantId), eq(form3Reports.kind, kind)))
      .orderBy(desc(form3Reports.eventAt))
      .limit(1);
    if (!report) throw badRequest(MESSAGES.form3NoReport);
    const submittedAt = new Date(values.submittedAt);
    if (submittedAt < report.eventAt) {
      throw badRequest(MESSAGES.form3SubmittedTooEarly, { submittedAt: MESSAGES.form3SubmittedTooEarly });
    }
    await tx
      .update(form3Reports)
      .set({
        submissionNumber: values.submissionNumber,
        submittedAt,
        recordedBy: scope.actorId,
        recordedAt: new Date(),
      })
      .where(eq(form3Reports.id, report.id));
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'TENANT',
      objectId: tenantId,
      action: 'UPDATE',
      propertyId: tenant.propertyId,
      before: {
        form3: {
          kind,
          submissionNumber: report.submissionNumber,
          submittedAt: report.submittedAt?.toISOString() ?? null,
        },
      },
      after: {
        form3: { kind, submissionNumber: values.submissionNumber, submittedAt: submittedAt.toISOString() },
      },
    });
  });
  return getForeignNational(db, scope, tenantId);
}

/** GET /tenant/{tenantId}/form3: everything the form asks, the numbers whole. */
export async function form3Sheet(
  db: Executor,
  config: KeyConfig,
  scope: AccessScope,
  tenantId: string,
): Promise<Form3SheetAnswer> {
  const tenant = await tenantInScope(db, scope, tenantId);
  const row = await detailsRow(db, tenantId);
  if (!row || !tenant.propertyId) throw badRequest(MESSAGES.form3NoDetails);
  const [property] = await db
    .select({ id: properties.id, name: properties.name, address: properties.address })
    .from(properties)
    .where(and(eq(properties.id, tenant.propertyId), isNull(properties.deletedAt)));
  if (!property) throw notFound(MESSAGES.tenantNotFound);
  const key = piiKeyOf(config);
  const whole = (stored: string | null, field: string) => {
    if (stored === null) return null;
    const plain = decryptPii(key, stored, `${tenantId}:${field}`);
    if (plain === null) throw badRequest(MESSAGES.form3KeyMissing);
    return plain;
  };
  return {
    portalUrl: FORM3_PORTAL_URL,
    tenantId,
    fullName: tenant.fullName,
    dateOfBirth: tenant.dateOfBirth,
    phoneNumber: tenant.phoneNumber,
    email: tenant.email,
    property: {
      _id: property.id,
      name: property.name,
      address: [
        property.address.fullAddress,
        property.address.area,
        property.address.city,
        property.address.pinCode,
      ]
        .filter(Boolean)
        .join(', '),
    },
    details: {
      ...presentDetails(row),
      passportNumber: whole(row.passportNumberEnc, 'passport'),
      visaNumber: whole(row.visaNumberEnc, 'visa'),
    },
    reports: await reportsOf(db, tenantId),
  };
}
