// The statement columns a property's staff confirmed (issue 23), kept for the next file.
import { eq } from 'drizzle-orm';
import type { StatementMapping } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import { statementMappings } from '../../db/schema';

/** The kept mapping, every column named or null. */
export async function readMapping(
  executor: Executor,
  propertyId: string,
): Promise<Required<StatementMapping> | null> {
  const [row] = await executor
    .select()
    .from(statementMappings)
    .where(eq(statementMappings.propertyId, propertyId));
  if (!row) return null;
  const { dateColumn, narrationColumn, creditColumn, referenceColumn } = row;
  const { debitColumn, indicatorColumn, balanceColumn } = row;
  return {
    dateColumn,
    narrationColumn,
    creditColumn,
    referenceColumn,
    debitColumn,
    indicatorColumn,
    balanceColumn,
  };
}

export async function saveMapping(
  executor: Executor,
  propertyId: string,
  mapping: StatementMapping,
): Promise<void> {
  const values = {
    ...mapping,
    debitColumn: mapping.debitColumn ?? null,
    indicatorColumn: mapping.indicatorColumn ?? null,
    balanceColumn: mapping.balanceColumn ?? null,
    updatedAt: new Date(),
  };
  await executor
    .insert(statementMappings)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({ target: statementMappings.propertyId, set: values });
}
