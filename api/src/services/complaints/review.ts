// Staff move a complaint's status (SPEC §4, §7; DESIGN §4): forward only, with a note kept in its
// history beside who and when (the reason, required when rejecting: the request schema checks
// it), and mailed to the tenant with the new status after the commit.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  COMPLAINT_TRANSITIONS,
  isFinalComplaintStatus,
  type ComplaintReviewInput,
} from '@pgportal/contracts/schemas';
import type { Complaint } from '@pgportal/contracts/types';
import type { Deps } from '../../deps';
import { complaintHistory, complaints } from '../../db/schema';
import { conflict } from '../../errors';
import { complaintStatusMail } from '../../mail/complaint-mails';
import type { AccessScope } from '../access';
import { findComplaint, presentComplaint } from './read';
import { complaintStatus } from './write';

/** Why a staff user may not move a complaint from `from` to `to`, or null when they may. */
export function refusedMove(from: Complaint['status'], to: Complaint['status']): string | null {
  if (isFinalComplaintStatus(from)) return MESSAGES.complaintFinal;
  if (from === to || COMPLAINT_TRANSITIONS[from].includes(to)) return null;
  return MESSAGES.complaintBackward;
}

/**
 * PUT /complaint/review/{id}: staff of the complaint's property move its status forward; the
 * change and its note are kept in its history and mailed to the tenant after the commit.
 * Choosing the current status of an open complaint changes nothing (and its note is not kept).
 */
export async function reviewComplaint(
  deps: Deps,
  scope: AccessScope,
  id: string,
  input: ComplaintReviewInput,
): Promise<{ complaint: Complaint; mailError: unknown }> {
  const note = input.note ?? null;
  const outcome = await deps.db.transaction(async (tx) => {
    const from = await complaintStatus(tx, scope, id, true);
    const refusal = refusedMove(from, input.status);
    if (refusal) throw conflict(refusal);
    if (from !== input.status) {
      await tx
        .update(complaints)
        .set({ status: input.status, updatedAt: new Date() })
        .where(eq(complaints.id, id));
      await tx.insert(complaintHistory).values({
        complaintId: id,
        fromStatus: from,
        toStatus: input.status,
        changedBy: scope.actorId,
        note,
      });
    }
    const record = (await findComplaint(tx, scope, id))!;
    return { record, changed: from !== input.status, from, view: presentComplaint(record) };
  });
  let mailError: unknown = null;
  // a tenant admitted without an e-mail (issue 42) gets no mail
  if (outcome.changed && outcome.record.tenantEmail) {
    const { record } = outcome;
    const tenant = {
      email: record.tenantEmail,
      name: record.tenantName,
      issue: record.issue,
      language: record.tenantLanguage ?? 'en',
    };
    try {
      await deps.mailer.send(complaintStatusMail(tenant, outcome.from, input.status, note));
    } catch (error) {
      mailError = error;
    }
  }
  return { complaint: outcome.view, mailError };
}
