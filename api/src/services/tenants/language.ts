// The tenant's language (issue 27): what their screens and mails are written in.
import { and, eq, isNull } from 'drizzle-orm';
import type { Language } from '@pgportal/contracts/enums';
import type { Executor } from '../../db/client';
import { tenants } from '../../db/schema';

/** Stores the tenant's own choice; answers the language now stored. */
export async function setTenantLanguage(
  executor: Executor,
  tenantId: string,
  language: Language,
): Promise<{ language: Language }> {
  await executor.update(tenants).set({ language }).where(eq(tenants.id, tenantId));
  return { language };
}

/**
 * The language chosen on the sign-in page becomes the preference of the tenant with that e-mail
 * (if any: the sign-in answer never says whether the address is known).
 */
export async function rememberSignInLanguage(
  executor: Executor,
  email: string,
  language: Language | undefined,
): Promise<void> {
  if (!language) return;
  await executor
    .update(tenants)
    .set({ language })
    .where(and(eq(tenants.email, email), isNull(tenants.deletedAt)));
}
