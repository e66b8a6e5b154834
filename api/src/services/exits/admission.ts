// After settling, a tenant's account stays readable but their stay is over: assigning or moving them
// is refused (409) until they are admitted again as a new tenant (issue 24).
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Executor } from '../../db/client';
import { exitStatements } from '../../db/schema';
import { conflict } from '../../errors';

/** 409 on the form's tenant field when the tenant's exit statement is settled. */
export async function refuseExitedTenant(tx: Executor, tenantId: string): Promise<void> {
  const [settled] = await tx
    .select({ id: exitStatements.id })
    .from(exitStatements)
    .where(and(eq(exitStatements.tenantId, tenantId), eq(exitStatements.status, 'SETTLED')));
  if (settled) throw conflict(MESSAGES.tenantExited, { tenantId: MESSAGES.tenantExited });
}
