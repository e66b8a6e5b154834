// POST /tenant/{id}/aadhaar-qr (staff) and /tenant/profile/aadhaar-qr (the tenant): the QR's text is
// decoded and its UIDAI signature checked here, on the server, and what it says of the tenant is
// kept (one row per tenant, replaced by a new scan) with who scanned it and when. Never the whole
// number and never the card's image: the Secure QR holds only the last 4 digits, and of the older
// XML QR only the last 4 digits leave verify.ts. The QR's JPEG 2000 photo is kept with its PNG
// (photo.ts). Locks: LOCK_ORDER (db/lock-order.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { maskAadhaar } from '@pgportal/contracts/schemas';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Tenant } from '@pgportal/contracts/types';
import type { Deps } from '../../deps';
import { tenantAadhaar, tenants, users } from '../../db/schema';
import { locksTaken } from '../../db/lock-order';
import { ValidationError, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { loadTenant } from '../tenants/read';
import { tenantVisibleTo } from '../tenants/write';
import { loadUidaiCertificates } from './certificates';
import { jpeg2000ToPng } from './photo';
import { QrFormatError } from './secure-qr';
import { readAadhaarQr, type AadhaarQrReading } from './verify';

locksTaken('tenant');

function read(
  qrText: string,
  certificates: Awaited<ReturnType<typeof loadUidaiCertificates>>,
): AadhaarQrReading {
  try {
    return readAadhaarQr(qrText, certificates, new Date());
  } catch (error) {
    if (error instanceof QrFormatError) throw new ValidationError({ qrText: error.message });
    throw error;
  }
}

/** Reads, checks and keeps a tenant's Aadhaar QR; the tenant's record as it now is. */
export async function recordAadhaarQr(
  deps: Deps,
  scope: AccessScope,
  tenantId: string,
  qrText: string,
): Promise<Tenant> {
  const reading = read(qrText, await loadUidaiCertificates(deps.config.uidaiCertDir));
  // decoded once, here, so that every showing is a PNG read from the row
  const photoPng = reading.photo ? await jpeg2000ToPng(reading.photo) : null;
  await deps.db.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ id: tenants.id, propertyId: tenants.propertyId, fullName: tenants.fullName })
      .from(tenants)
      .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt), tenantVisibleTo(scope)))
      .for('update');
    if (!tenant) throw notFound(MESSAGES.tenantNotFound);
    const [staff] =
      scope.kind === 'staff'
        ? await tx.select({ name: users.name }).from(users).where(eq(users.id, scope.actorId))
        : [];
    const verifiedByName = staff ? staff.name : `${tenant.fullName} (the tenant)`;
    const values = {
      tenantId,
      last4: reading.aadhaarLast4,
      name: reading.name,
      dateOfBirth: reading.dateOfBirth,
      yearOfBirth: reading.yearOfBirth,
      gender: reading.gender,
      photo: reading.photo,
      photoPng,
      format: reading.format,
      check: reading.check,
      certificateFile: reading.certificateFile,
      verifiedAt: new Date(),
      verifiedBy: scope.kind === 'staff' ? scope.actorId : null,
      verifiedByName,
    };
    const [before] = await tx
      .select({ last4: tenantAadhaar.last4, check: tenantAadhaar.check })
      .from(tenantAadhaar)
      .where(eq(tenantAadhaar.tenantId, tenantId));
    await tx
      .insert(tenantAadhaar)
      .values(values)
      .onConflictDoUpdate({ target: tenantAadhaar.tenantId, set: values });
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'TENANT',
      objectId: tenantId,
      action: 'UPDATE',
      propertyId: tenant.propertyId,
      before: before ? { aadhaar: { number: maskAadhaar(before.last4), check: before.check } } : null,
      after: {
        aadhaar: {
          number: maskAadhaar(reading.aadhaarLast4),
          check: reading.check,
          format: reading.format,
          name: reading.name,
        },
      },
    });
  });
  const tenant = await loadTenant(deps.db, eq(tenants.id, tenantId));
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  return tenant;
}
