// What the property already knows of a file's credits (issue 39): a payment in the ledger (any mode,
// however recorded), a claim, or an earlier statement line of any status. Each known credit carries
// the sentence the import shows ('already recorded on 29 Nov 2026 by Demo Manager').
import { and, eq, inArray } from 'drizzle-orm';
import { formatDayMonthYear } from '@pgportal/contracts/format';
import type { Executor } from '../../db/client';
import { transferKeyOf, transferKeyOfLedger } from '../../db/transfer-key';
import { paymentClaims, payments, statementLines, users } from '../../db/schema';
import { today } from '../calendar';

const CHUNK = 1000;

export const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

const on = (at: Date) => formatDayMonthYear(today(at));
const by = (name: string | null) => (name ? ` by ${name}` : '');

export interface LineSeen {
  balancePaise: number | null;
  says: string;
}

export interface Known {
  /** reference keys (no leading zeros) → what holds them */
  byKey: Map<string, string>;
  /** fingerprints → the earlier lines that have them */
  byFingerprint: Map<string, LineSeen[]>;
}

const paymentKey = transferKeyOfLedger(payments.reference);
const lineKey = transferKeyOf(statementLines.reference);
const claimKey = transferKeyOf(paymentClaims.utr);

async function paymentsHolding(tx: Executor, propertyId: string, keys: string[], known: Known) {
  const rows = await tx
    .select({ key: paymentKey, createdAt: payments.createdAt, name: users.name })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(and(eq(payments.propertyId, propertyId), inArray(paymentKey, keys)));
  for (const row of rows) {
    if (!known.byKey.has(row.key))
      known.byKey.set(row.key, `already recorded on ${on(row.createdAt)}${by(row.name)}`);
  }
}

async function linesHolding(tx: Executor, propertyId: string, keys: string[], known: Known) {
  const rows = await tx
    .select({
      key: lineKey,
      createdAt: statementLines.createdAt,
      line: statementLines.lineNumber,
      name: users.name,
    })
    .from(statementLines)
    .leftJoin(users, eq(users.id, statementLines.importedBy))
    .where(and(eq(statementLines.propertyId, propertyId), inArray(lineKey, keys)));
  for (const row of rows) {
    if (!known.byKey.has(row.key)) {
      known.byKey.set(row.key, `already imported on ${on(row.createdAt)}${by(row.name)} (line ${row.line})`);
    }
  }
}

async function confirmedClaimsHolding(tx: Executor, propertyId: string, keys: string[], known: Known) {
  const rows = await tx
    .select({
      key: claimKey,
      decidedAt: paymentClaims.decidedAt,
      createdAt: paymentClaims.createdAt,
      name: users.name,
    })
    .from(paymentClaims)
    .leftJoin(users, eq(users.id, paymentClaims.decidedBy))
    .where(
      and(
        eq(paymentClaims.propertyId, propertyId),
        eq(paymentClaims.status, 'CONFIRMED'),
        inArray(claimKey, keys),
      ),
    );
  for (const row of rows) {
    if (!known.byKey.has(row.key)) {
      known.byKey.set(row.key, `already confirmed on ${on(row.decidedAt ?? row.createdAt)}${by(row.name)}`);
    }
  }
}

async function linesWithFingerprints(tx: Executor, propertyId: string, fingerprints: string[], known: Known) {
  const rows = await tx
    .select({
      fingerprint: statementLines.fingerprint,
      balancePaise: statementLines.balancePaise,
      createdAt: statementLines.createdAt,
      line: statementLines.lineNumber,
      name: users.name,
    })
    .from(statementLines)
    .leftJoin(users, eq(users.id, statementLines.importedBy))
    .where(
      and(
        eq(statementLines.propertyId, propertyId),
        eq(statementLines.part, 1),
        inArray(statementLines.fingerprint, fingerprints),
      ),
    );
  for (const row of rows) {
    const seen = known.byFingerprint.get(row.fingerprint!) ?? [];
    seen.push({
      balancePaise: row.balancePaise,
      says: `already imported on ${on(row.createdAt)}${by(row.name)} (line ${row.line})`,
    });
    known.byFingerprint.set(row.fingerprint!, seen);
  }
}

/** Everything the property holds under any of `keys` or `fingerprints`. */
export async function knownOf(
  tx: Executor,
  propertyId: string,
  keys: string[],
  fingerprints: string[],
): Promise<Known> {
  const known: Known = { byKey: new Map(), byFingerprint: new Map() };
  for (const chunk of chunks(keys)) {
    await paymentsHolding(tx, propertyId, chunk, known);
    await confirmedClaimsHolding(tx, propertyId, chunk, known);
    await linesHolding(tx, propertyId, chunk, known);
  }
  for (const chunk of chunks(fingerprints)) await linesWithFingerprints(tx, propertyId, chunk, known);
  return known;
}

/** The earlier line a fingerprint matches: the balances agree where both files print one. */
export function seenByFingerprint(
  known: Known,
  fingerprint: string,
  balancePaise: number | null,
): string | null {
  const seen = known.byFingerprint.get(fingerprint) ?? [];
  const match = seen.find(
    (line) => line.balancePaise === null || balancePaise === null || line.balancePaise === balancePaise,
  );
  return match?.says ?? null;
}
