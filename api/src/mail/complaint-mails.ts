// The mail a tenant gets when staff change the status of their complaint.
import { COMPLAINT_STATUS_LABELS, type ComplaintStatus } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const complaintStatusSubject = (to: ComplaintStatus) =>
  `Your complaint is now ${COMPLAINT_STATUS_LABELS[to]}`;

export function complaintStatusMail(
  tenant: { email: string; name: string; issue: string },
  from: ComplaintStatus,
  to: ComplaintStatus,
): Mail {
  const fromLabel = COMPLAINT_STATUS_LABELS[from];
  const toLabel = COMPLAINT_STATUS_LABELS[to];
  const name = formatName(tenant.name);
  return {
    to: tenant.email,
    subject: complaintStatusSubject(to),
    text:
      `Hello ${name},\n\nThe status of your complaint changed from ${fromLabel} to ${toLabel}.\n\n` +
      `Your complaint: ${tenant.issue}\n\nSign in to PG Portal to see it.\n`,
    html:
      `<p>Hello ${escapeHtml(name)},</p>` +
      `<p>The status of your complaint changed from <strong>${fromLabel}</strong> to <strong>${toLabel}</strong>.</p>` +
      `<p>Your complaint: ${escapeHtml(tenant.issue)}</p><p>Sign in to PG Portal to see it.</p>`,
  };
}
