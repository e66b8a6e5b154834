// The retention schedule (issue 45, docs/kyc.md "How long"): a tenant who moved out and whose money
// is settled keeps their ID data, documents and photos for the property's retention period (365 days
// unless the property sets another), counted from the later of the move-out day and the day the exit
// statement was settled; then the job erases them: the Aadhaar QR's record, the legal documents
// (rows and files), the profile photo (file), the address, date of birth, profession, emergency
// contact, local guardian and health conditions. Invoices, payments, receipts and the exit
// statement stay, with the name, e-mail and phone, as accounting law requires.
//
// Settled means: the exit statement is SETTLED, the tenant is on no bed and has no open stay, no
// invoice has a balance either way, and no charge or credit is pending. Each tenant is erased in
// its own transaction that locks them and checks all of this again, and marks them erased: however
// often and on however many servers the job runs, a tenant is erased once, with one audit entry.
import { and, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  bedAssignments,
  charges,
  exitStatements,
  invoices,
  legalDocuments,
  properties,
  tenantAadhaar,
  tenants,
} from '../../db/schema';
import { locksTaken } from '../../db/lock-order';
import { plusDays, today as dayInIndia } from '../calendar';
import { SYSTEM_ACTOR, recordAudit } from '../audit/record';
import { retireFiles } from '../files/retention';
import type { Uploads } from '../files/uploads';

locksTaken('tenant');

export interface ErasureDeps {
  db: Db;
  uploads: Uploads;
}

/** The tenants whose statement is settled and who are not erased yet, with what decides the day. */
async function candidates(executor: Executor) {
  return executor
    .select({
      tenantId: tenants.id,
      moveOutDate: exitStatements.moveOutDate,
      settledAt: exitStatements.settledAt,
      retentionDays: properties.retentionDays,
    })
    .from(exitStatements)
    .innerJoin(tenants, eq(tenants.id, exitStatements.tenantId))
    .innerJoin(properties, eq(properties.id, exitStatements.propertyId))
    .where(
      and(
        eq(exitStatements.status, 'SETTLED'),
        isNotNull(exitStatements.settledAt),
        isNull(tenants.personalDataErasedAt),
        isNull(tenants.bedId),
      ),
    );
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];

/** The first day (Asia/Kolkata) the tenant's data may be erased. */
export const erasableFrom = (row: Pick<Candidate, 'moveOutDate' | 'settledAt' | 'retentionDays'>) => {
  const settledOn = dayInIndia(row.settledAt!);
  const from = settledOn > row.moveOutDate ? settledOn : row.moveOutDate;
  return plusDays(from, row.retentionDays);
};

/** Whether the tenant's money is closed on `day`: no stay open, no balance, nothing pending. */
async function moneyClosed(executor: Executor, tenantId: string, day: string): Promise<boolean> {
  const [open] = await executor
    .select({ id: bedAssignments.id })
    .from(bedAssignments)
    .where(
      and(
        eq(bedAssignments.tenantId, tenantId),
        or(isNull(bedAssignments.endDate), gt(bedAssignments.endDate, day)),
      ),
    )
    .limit(1);
  if (open) return false;
  const [owing] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), ne(invoices.paidPaise, invoices.totalPaise)))
    .limit(1);
  if (owing) return false;
  const [pending] = await executor
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.tenantId, tenantId), isNull(charges.invoiceId)))
    .limit(1);
  return !pending;
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
    const [statement] = await tx
      .select({
        moveOutDate: exitStatements.moveOutDate,
        settledAt: exitStatements.settledAt,
        status: exitStatements.status,
        retentionDays: properties.retentionDays,
        propertyId: exitStatements.propertyId,
      })
      .from(exitStatements)
      .innerJoin(properties, eq(properties.id, exitStatements.propertyId))
      .where(eq(exitStatements.tenantId, tenantId));
    if (!statement || statement.status !== 'SETTLED' || !statement.settledAt) return null;
    if (erasableFrom(statement) > day) return null;
    if (!(await moneyClosed(tx, tenantId, day))) return null;

    const documents = await tx
      .select({ fileKey: legalDocuments.fileKey })
      .from(legalDocuments)
      .where(eq(legalDocuments.tenantId, tenantId));
    const aadhaar = await tx
      .delete(tenantAadhaar)
      .where(eq(tenantAadhaar.tenantId, tenantId))
      .returning({ id: tenantAadhaar.id });
    await tx.delete(legalDocuments).where(eq(legalDocuments.tenantId, tenantId));
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
      propertyId: tenant.propertyId ?? statement.propertyId,
      before: null,
      after: {
        erased: {
          aadhaar: aadhaar.length > 0,
          legalDocuments: documents.length,
          profilePhoto: tenant.profilePhoto !== null,
          fields: ['address', 'dateOfBirth', 'profession', 'emergencyContact', 'localGuardian', 'healthInfo'],
        },
        retentionDays: statement.retentionDays,
        erasableFrom: erasableFrom(statement),
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
