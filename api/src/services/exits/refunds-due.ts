// GET /stats/refunds-due (issue 24): the exit statements in scope not settled yet, nearest
// refund deadline first, for the dashboard's 'Refunds due'.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { RefundDueAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import { exitStatements, properties, tenants } from '../../db/schema';
import type { AccessScope } from '../access';

/** GET /stats/refunds-due: the statements in scope not settled, nearest deadline first. */
export async function refundsDue(db: Executor, scope: AccessScope): Promise<RefundDueAnswer[]> {
  const rows = await db
    .select({
      tenantId: exitStatements.tenantId,
      tenantName: tenants.fullName,
      propertyName: properties.name,
      status: exitStatements.status,
      moveOutDate: exitStatements.moveOutDate,
      refundDueDate: exitStatements.refundDueDate,
    })
    .from(exitStatements)
    .innerJoin(tenants, eq(tenants.id, exitStatements.tenantId))
    .innerJoin(properties, eq(properties.id, exitStatements.propertyId))
    .where(
      and(
        ne(exitStatements.status, 'SETTLED'),
        isNull(tenants.deletedAt),
        scope.propertyFilter(exitStatements.propertyId),
      ),
    )
    .orderBy(asc(exitStatements.refundDueDate), asc(tenants.fullName))
    .limit(100);
  return rows;
}
