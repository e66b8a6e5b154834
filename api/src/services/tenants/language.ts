// The tenant's language (issue 27): their screens, mails and PDFs, chosen by the tenant alone.
import { and, eq, isNull } from 'drizzle-orm';
import type { Language } from '@pgportal/contracts/enums';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Executor } from '../../db/client';
import { tenants } from '../../db/schema';
import { notFound } from '../../errors';

/** PUT /tenant/my-language: stores the signed-in tenant's language. */
export async function setTenantLanguage(db: Executor, tenantId: string, language: Language): Promise<Language> {
  const [row] = await db
    .update(tenants)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)))
    .returning({ language: tenants.language });
  if (!row) throw notFound(MESSAGES.tenantNotFound);
  return row.language;
}
