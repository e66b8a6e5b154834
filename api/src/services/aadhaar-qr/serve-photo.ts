// GET /tenant/{tenantId}/aadhaar-qr/photo: the Aadhaar QR's photo as a PNG, to the tenant themself
// and to staff whose scope holds the tenant's property; anyone else 404, as when there is none. A
// row kept before the PNG was (migration 0048) gets it on its first showing, written once.
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Executor } from '../../db/client';
import { tenantAadhaar, tenants } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { tenantVisibleTo } from '../tenants/write';
import { jpeg2000ToPng } from './photo';

export async function aadhaarPhotoPng(db: Executor, scope: AccessScope, tenantId: string): Promise<Buffer> {
  const [row] = await db
    .select({
      id: tenantAadhaar.id,
      photo: tenantAadhaar.photo,
      photoPng: tenantAadhaar.photoPng,
      verifiedAt: tenantAadhaar.verifiedAt,
    })
    .from(tenantAadhaar)
    .innerJoin(tenants, eq(tenants.id, tenantAadhaar.tenantId))
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt), tenantVisibleTo(scope)));
  if (row?.photoPng) return row.photoPng;
  const png = row?.photo ? await jpeg2000ToPng(row.photo) : null;
  if (!row || !png) throw notFound(MESSAGES.fileNotFound);
  // only if the row still holds the scan read here (a new scan writes its own PNG)
  await db
    .update(tenantAadhaar)
    .set({ photoPng: png })
    .where(
      and(
        eq(tenantAadhaar.id, row.id),
        eq(tenantAadhaar.verifiedAt, row.verifiedAt),
        isNull(tenantAadhaar.photoPng),
      ),
    );
  return png;
}
