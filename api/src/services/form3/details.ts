// A foreign national's Form III details (issue 45): read masked, saved with the whole passport and
// visa numbers encrypted (pii-crypto.ts), and the arrival report's 24-hour clock started from the
// arrival at the PG. Audited as a TENANT change with the numbers masked.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ForeignNationalAnswer, Form3ReportAnswer } from '@pgportal/contracts/responses';
import type { ForeignNationalValues } from '@pgportal/contracts/schemas';
import { maskIdNumber } from '@pgportal/contracts/schemas';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import {
  form3Reports,
  tenantForeignDetails,
  tenants,
  users,
  type TenantForeignDetailsRow,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { form3DueAt } from './clock';
import { encryptPii, piiKeyOf } from './pii-crypto';
import { locksTaken } from '../../db/lock-order';

locksTaken('tenant', 'record');

export type KeyConfig = Pick<Config, 'piiEncryptionKey' | 'dataDir'>;

/** As tenants/write.ts tenantVisibleTo (which imports this module for New Tenant): staff's properties. */
const tenantVisibleTo = (scope: AccessScope) =>
  scope.kind === 'tenant' ? eq(tenants.id, scope.actorId) : scope.propertyFilter(tenants.propertyId);

/** The live tenant in the caller's scope (404 otherwise), locked when asked. */
export async function tenantInScope(db: Executor, scope: AccessScope, tenantId: string, lock = false) {
  const query = db
    .select({
      id: tenants.id,
      propertyId: tenants.propertyId,
      fullName: tenants.fullName,
      dateOfBirth: tenants.dateOfBirth,
      phoneNumber: tenants.phoneNumber,
      email: tenants.email,
    })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt), tenantVisibleTo(scope)));
  const [tenant] = lock ? await query.for('update') : await query;
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  return tenant;
}

const masked = (last4: string | null) => (last4 === null ? null : maskIdNumber(`XXXX${last4}`));

/** The details as every answer but the sheet shows them: numbers masked. */
export function presentDetails(row: TenantForeignDetailsRow) {
  return {
    nationality: row.nationality,
    gender: row.gender,
    permanentAddressAbroad: row.permanentAddressAbroad,
    permanentPhone: row.permanentPhone,
    passportPlaceOfIssue: row.passportPlaceOfIssue,
    passportIssuedOn: row.passportIssuedOn,
    passportExpiresOn: row.passportExpiresOn,
    visaKind: row.visaKind,
    visaType: row.visaType,
    visaPlaceOfIssue: row.visaPlaceOfIssue,
    visaIssuedOn: row.visaIssuedOn,
    visaExpiresOn: row.visaExpiresOn,
    arrivedFrom: row.arrivedFrom,
    arrivedInIndiaOn: row.arrivedInIndiaOn,
    arrivedAt: row.arrivedAt.toISOString(),
    intendedStay: row.intendedStay,
    purposeOfStay: row.purposeOfStay,
    employedInIndia: row.employedInIndia,
    nextDestination: row.nextDestination,
    departedAt: row.departedAt?.toISOString() ?? null,
    passportNumber: masked(row.passportLast4),
    visaNumber: masked(row.visaLast4),
  };
}

export async function reportsOf(db: Executor, tenantId: string): Promise<Form3ReportAnswer[]> {
  const rows = await db
    .select({ report: form3Reports, recordedByName: users.name })
    .from(form3Reports)
    .leftJoin(users, eq(users.id, form3Reports.recordedBy))
    .where(eq(form3Reports.tenantId, tenantId))
    .orderBy(desc(form3Reports.eventAt), desc(form3Reports.kind));
  return rows.map(({ report, recordedByName }) => ({
    _id: report.id,
    kind: report.kind,
    eventAt: report.eventAt.toISOString(),
    dueAt: report.dueAt.toISOString(),
    submissionNumber: report.submissionNumber,
    submittedAt: report.submittedAt?.toISOString() ?? null,
    recordedByName: report.submittedAt ? (recordedByName ?? null) : null,
  }));
}

export async function detailsRow(db: Executor, tenantId: string) {
  const [row] = await db
    .select()
    .from(tenantForeignDetails)
    .where(eq(tenantForeignDetails.tenantId, tenantId));
  return row ?? null;
}

/** GET /tenant/{tenantId}/foreign-national */
export async function getForeignNational(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
): Promise<ForeignNationalAnswer> {
  await tenantInScope(db, scope, tenantId);
  const row = await detailsRow(db, tenantId);
  return {
    foreign: row !== null,
    details: row && presentDetails(row),
    reports: await reportsOf(db, tenantId),
  };
}

/**
 * Starts (or moves, while not yet filed) a report's clock. A report already filed is never
 * changed: a new moment after it is a new report.
 */
export async function startReport(
  tx: Executor,
  report: { tenantId: string; propertyId: string; kind: 'ARRIVAL' | 'DEPARTURE'; eventAt: Date },
) {
  const [open] = await tx
    .select({ id: form3Reports.id })
    .from(form3Reports)
    .where(
      and(
        eq(form3Reports.tenantId, report.tenantId),
        eq(form3Reports.kind, report.kind),
        isNull(form3Reports.submittedAt),
      ),
    );
  const values = { ...report, dueAt: form3DueAt(report.eventAt) };
  if (open) {
    await tx.update(form3Reports).set(values).where(eq(form3Reports.id, open.id));
    return;
  }
  await tx.insert(form3Reports).values(values).onConflictDoNothing();
}

/** PUT /tenant/{tenantId}/foreign-national: saves the details; the arrival report's clock starts. */
export async function saveForeignNational(
  db: Executor,
  config: KeyConfig,
  scope: AccessScope,
  tenantId: string,
  values: ForeignNationalValues,
): Promise<ForeignNationalAnswer> {
  const key = piiKeyOf(config);
  await db.transaction(async (tx) => {
    const tenant = await tenantInScope(tx, scope, tenantId, true);
    if (!tenant.propertyId) throw notFound(MESSAGES.tenantNotFound);
    await writeForeignNational(tx, key, scope, { id: tenantId, propertyId: tenant.propertyId }, values);
  });
  return getForeignNational(db, scope, tenantId);
}

/**
 * Writes the details inside the caller's transaction (the tenant locked or just added by it): the
 * numbers encrypted, the arrival report's clock started or moved, an audit entry with them masked.
 * New Tenant (POST /tenant/add) calls it too when the form carries the details.
 */
export async function writeForeignNational(
  tx: Executor,
  key: Buffer,
  scope: AccessScope,
  tenant: { id: string; propertyId: string },
  values: ForeignNationalValues,
): Promise<void> {
  const tenantId = tenant.id;
  const before = await detailsRow(tx, tenantId);
  const { passportNumber, visaNumber, arrivedAt, ...rest } = values;
  const row = {
    ...rest,
    tenantId,
    arrivedAt: arrivedAt ? new Date(arrivedAt) : (before?.arrivedAt ?? new Date()),
    updatedAt: new Date(),
    ...(passportNumber !== undefined && {
      passportNumberEnc: encryptPii(key, passportNumber, `${tenantId}:passport`),
      passportLast4: passportNumber.slice(-4),
    }),
    ...(visaNumber !== undefined && {
      visaNumberEnc: encryptPii(key, visaNumber, `${tenantId}:visa`),
      visaLast4: visaNumber.slice(-4),
    }),
  };
  await tx.insert(tenantForeignDetails).values(row).onConflictDoUpdate({
    target: tenantForeignDetails.tenantId,
    set: row,
  });
  if (!before || before.arrivedAt.getTime() !== row.arrivedAt.getTime()) {
    await startReport(tx, {
      tenantId,
      propertyId: tenant.propertyId,
      kind: 'ARRIVAL',
      eventAt: row.arrivedAt,
    });
  }
  const after = (await detailsRow(tx, tenantId))!;
  await recordAudit(tx, {
    actor: actorOf(scope),
    objectType: 'TENANT',
    objectId: tenantId,
    action: 'UPDATE',
    propertyId: tenant.propertyId,
    before: before ? { foreignNational: auditView(before) } : null,
    after: { foreignNational: auditView(after) },
  });
}

const auditView = (row: TenantForeignDetailsRow) => ({
  nationality: row.nationality,
  passportNumber: masked(row.passportLast4),
  passportExpiresOn: row.passportExpiresOn,
  visaKind: row.visaKind,
  visaNumber: masked(row.visaLast4),
  visaExpiresOn: row.visaExpiresOn,
  arrivedAt: row.arrivedAt.toISOString(),
});
