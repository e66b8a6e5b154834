// The tenant hears of their new terms (issue 41): a rent change with the day it starts, a move with
// the new bed, its rent and the day that starts. Each mail goes after its transaction committed; a
// failed mail never undoes the change: the error is returned to log.
import { and, eq, isNull } from 'drizzle-orm';
import { PATHS } from '@pgportal/contracts/paths';
import type { MoveAnswer } from '@pgportal/contracts/responses';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { bedAssignments, properties, tenants } from '../../db/schema';
import { dayIn } from '../../mail/locale';
import type { Mailer } from '../../mail/mailer';
import { moveMail, rentChangeMail } from '../../mail/terms-mails';
import { bedLabel } from '../audit/bed-label';
import { plusDays } from '../calendar';
import { formatPaise, toPaise } from '../money';
import { periodOn } from '../payments/rent-schedule';

interface MailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

/** What every terms mail says of the tenant; null when they have no open stay. */
async function tenantOnBed(db: Db, tenantId: string) {
  const [row] = await db
    .select({
      email: tenants.email,
      name: tenants.fullName,
      language: tenants.language,
      propertyName: properties.name,
      bedId: bedAssignments.bedId,
      startDate: bedAssignments.startDate,
      billingStart: bedAssignments.billingStart,
      rentPaise: bedAssignments.rentPaise,
      mealCostPaise: bedAssignments.mealCostPaise,
    })
    .from(tenants)
    .innerJoin(bedAssignments, and(eq(bedAssignments.tenantId, tenants.id), isNull(bedAssignments.endDate)))
    .innerJoin(properties, eq(properties.id, bedAssignments.propertyId))
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}

const termsOf = (
  deps: MailDeps,
  tenant: NonNullable<Awaited<ReturnType<typeof tenantOnBed>>>,
  terms: { rentPaise: number; mealCostPaise: number; from: string },
) => ({
  to: tenant.email,
  tenantName: tenant.name,
  propertyName: tenant.propertyName,
  rent: formatPaise(terms.rentPaise, tenant.language),
  meals: terms.mealCostPaise > 0 ? formatPaise(terms.mealCostPaise, tenant.language) : null,
  rentFrom: dayIn(tenant.language, terms.from),
  billingUrl: `${deps.config.publicUrl}${PATHS.tenantBilling}`,
  language: tenant.language,
});

/** Mails the tenant their new rent and meals and the day they start; the error, if any. */
export async function mailRentChange(
  deps: MailDeps,
  tenantId: string,
  change: { rentPaise: number; mealCostPaise: number; effectiveDate: string },
): Promise<unknown> {
  try {
    const tenant = await tenantOnBed(deps.db, tenantId);
    if (!tenant?.email) return null;
    await deps.mailer.send(rentChangeMail(termsOf(deps, tenant, { ...change, from: change.effectiveDate })));
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * Mails the tenant just moved their new bed (from the move day), its rent and meals from the next
 * billing day (when the job bills them), and the pro-rated difference settled now, if any.
 */
export async function mailMove(
  deps: MailDeps,
  tenantId: string,
  adjustment: MoveAnswer['adjustment'],
): Promise<unknown> {
  try {
    const tenant = await tenantOnBed(deps.db, tenantId);
    if (!tenant?.email) return null;
    const movedOn = String(tenant.startDate).slice(0, 10);
    const billingStart = String(tenant.billingStart ?? tenant.startDate).slice(0, 10);
    const from = plusDays(periodOn(billingStart, movedOn).end, 1);
    const terms = { rentPaise: Number(tenant.rentPaise), mealCostPaise: Number(tenant.mealCostPaise) };
    const facts = termsOf(deps, tenant, { ...terms, from });
    await deps.mailer.send(
      moveMail({
        ...facts,
        bed: (await bedLabel(deps.db, tenant.bedId)) ?? '',
        movedOn: dayIn(tenant.language, movedOn),
        adjustment: adjustment && {
          kind: adjustment.kind,
          amount: formatPaise(toPaise(adjustment.amount), tenant.language),
        },
      }),
    );
    return null;
  } catch (error) {
    return error;
  }
}
