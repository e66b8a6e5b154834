// Demo data: one complaint of the demo tenant about the bed they are on, made once (when they are
// on a bed and have raised none). Runs after the rest of the demo seed, which puts them on a bed.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { bedAssignments, complaintHistory, complaints, tenants } from './schema';

export const DEMO_COMPLAINT_ISSUE = 'The ceiling fan in my room makes a loud rattling noise at high speed.';

export async function seedDemoComplaint(db: Db, tenantEmail: string): Promise<void> {
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.email, tenantEmail), isNull(tenants.deletedAt)))
    .limit(1);
  if (!tenant) return;
  const [place] = await db
    .select({
      propertyId: bedAssignments.propertyId,
      roomId: bedAssignments.roomId,
      bedId: bedAssignments.bedId,
    })
    .from(bedAssignments)
    .where(and(eq(bedAssignments.tenantId, tenant.id), isNull(bedAssignments.endDate)))
    .limit(1);
  if (!place) return;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: complaints.id })
      .from(complaints)
      .where(eq(complaints.tenantId, tenant.id))
      .limit(1);
    if (existing) return;
    const [row] = await tx
      .insert(complaints)
      .values({ tenantId: tenant.id, ...place, issue: DEMO_COMPLAINT_ISSUE, category: 'ELECTRICAL' })
      .returning({ id: complaints.id });
    await tx.insert(complaintHistory).values({ complaintId: row!.id, fromStatus: null, toStatus: 'PENDING' });
  });
}
