// The retention schedule (issue 45, docs/kyc.md "Retention and erasure"): a tenant who left and
// whose money is settled (settled.ts, the one rule: with a settled exit statement, or without one
// when they vacated directly or left before exit statements existed) keeps their ID data, documents
// and photos for the property's retention period (365 days unless the property sets another); then
// the job erases them: the Aadhaar QR's record, the legal documents (rows and files), the profile
// photo (file), the address, date of birth, profession, emergency contact, local guardian and
// health conditions, and a foreign national's Form III details (passport, visa, address abroad)
// once the one-year register no longer shows their departure (the reports stay, without them). Invoices, payments, receipts and the exit statement stay, with the name,
// e-mail and phone, as accounting law requires.
//
// Each tenant is erased in its own transaction that locks them and reads the rule again, and marks
// them erased: however often and on however many servers the job runs, a tenant is erased once,
// with one audit entry.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  exitStatements,
  legalDocuments,
  properties,
  tenantAadhaar,
  tenantForeignDetails,
  tenants,
} from '../../db/schema';
import { locksTaken } from '../../db/lock-order';
import { plusDays, today as dayInIndia } from '../calendar';
import { FORM3_REGISTER_DAYS } from '../exports/form3-register';
import { SYSTEM_ACTOR, recordAudit } from '../audit/record';
import { retireFiles } from '../files/retention';
import type { Uploads } from '../files/uploads';
import { erasableFrom, leftAndSettled } from './settled';

locksTaken('tenant');

export interface ErasureDeps {
  db: Db;
  uploads: Uploads;
}

/** A column of the tenant's last stay (the open one first, else the one that ended last). */
const lastStay = (column: string) =>
  sql.raw(`(select a.${column} from bed_assignments a where a.tenant_id = "tenants"."id"
    order by a.end_date desc nulls first, a.start_date desc limit 1)`);

/**
 * Who may be due: not erased, on no bed, their last stay ended, and no exit statement or a settled
 * one; with what decides the day. The rule itself is read again for each (settled.ts).
 */
async function candidates(executor: Executor) {
  const stayEnd = lastStay('end_date::text');
  const stayProperty = lastStay('property_id');
  return executor
    .select({
      tenantId: tenants.id,
      moveOutDate: sql<string>`coalesce(${exitStatements.moveOutDate}::text, ${stayEnd})`,
      settledAt: exitStatements.settledAt,
      retentionDays: properties.retentionDays,
    })
    .from(tenants)
    .leftJoin(exitStatements, eq(exitStatements.tenantId, tenants.id))
    .innerJoin(properties, eq(properties.id, sql`coalesce(${exitStatements.propertyId}, ${stayProperty})`))
    .where(
      and(
        isNull(tenants.personalDataErasedAt),
        isNull(tenants.bedId),
        sql`${stayEnd} is not null`,
        sql`(${exitStatements.id} is null or (${exitStatements.status} = 'SETTLED' and ${exitStatements.settledAt} is not null))`,
      ),
    );
}

/**
 * Erases one tenant if they are due on `day`, in one transaction; the keys of the files to remove
 * after the commit, or null when they were not (or no longer) due.
 */
async function eraseOne(db: Db, tenantId: string, day: string): Promise<Array<string | null> | null> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .select()
      .from(tenants)
      .where(and(eq(tenants.id, tenantId), isNull(tenants.personalDataErasedAt), isNull(tenants.bedId)))
      .for('update');
    if (!tenant) return null;
    const departure = await leftAndSettled(tx, tenantId, day);
    if (!departure || erasableFrom(departure) > day) return null;
    const [foreign] = await tx
      .select({ departedAt: tenantForeignDetails.departedAt })
      .from(tenantForeignDetails)
      .where(eq(tenantForeignDetails.tenantId, tenantId));
    const leftOn = foreign?.departedAt ? dayInIndia(foreign.departedAt) : departure.moveOutDate;
    if (foreign && plusDays(leftOn, FORM3_REGISTER_DAYS) >= day) return null;

    const documents = await tx
      .select({ fileKey: legalDocuments.fileKey })
      .from(legalDocuments)
      .where(eq(legalDocuments.tenantId, tenantId));
    const aadhaar = await tx
      .delete(tenantAadhaar)
      .where(eq(tenantAadhaar.tenantId, tenantId))
      .returning({ id: tenantAadhaar.id });
    await tx.delete(legalDocuments).where(eq(legalDocuments.tenantId, tenantId));
    await tx.delete(tenantForeignDetails).where(eq(tenantForeignDetails.tenantId, tenantId));
    await tx
      .update(tenants)
      .set({
        profilePhoto: null,
        address: '',
        dateOfBirth: null,
        profession: null,
        emergencyContact: null,
        localGuardian: null,
        healthInfo: null,
        personalDataErasedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(tenants.id, tenantId));
    // What was erased, never the data itself (the audit log is kept for ever).
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      objectType: 'TENANT',
      objectId: tenantId,
      action: 'ERASE',
      propertyId: tenant.propertyId ?? departure.propertyId,
      before: null,
      after: {
        erased: {
          aadhaar: aadhaar.length > 0,
          foreignNational: foreign !== undefined,
          legalDocuments: documents.length,
          profilePhoto: tenant.profilePhoto !== null,
          fields: ['address', 'dateOfBirth', 'profession', 'emergencyContact', 'localGuardian', 'healthInfo'],
        },
        retentionDays: departure.retentionDays,
        erasableFrom: erasableFrom(departure),
        exitStatement: departure.settledAt !== null,
      },
    });
    return [tenant.profilePhoto, ...documents.map((document) => document.fileKey)];
  });
}

export interface ErasureResult {
  /** the tenants erased by this run */
  erased: string[];
}

/** One run of the job: every tenant due on `now`'s day (Asia/Kolkata) is erased, each once. */
export async function erasePersonalData(deps: ErasureDeps, now = new Date()): Promise<ErasureResult> {
  const day = dayInIndia(now);
  const due = (await candidates(deps.db)).filter((row) => erasableFrom(row) <= day);
  const erased: string[] = [];
  for (const row of due) {
    const keys = await eraseOne(deps.db, row.tenantId, day);
    if (!keys) continue;
    erased.push(row.tenantId);
    // After the commit: no row names these files now (a failure here is left to the hourly sweep).
    await retireFiles(deps, keys);
  }
  return { erased };
}
