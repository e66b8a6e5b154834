// The mail a tenant gets when staff change the status of their complaint, with staff's note (the
// reason, when rejected).
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
  note: string | null = null,
): Mail {
  const fromLabel = COMPLAINT_STATUS_LABELS[from];
  const toLabel = COMPLAINT_STATUS_LABELS[to];
  const name = formatName(tenant.name);
  const noteLabel = to === 'REJECTED' ? 'Reason' : 'Note from the staff';
  return {
    to: tenant.email,
    subject: complaintStatusSubject(to),
    text:
      `Hello ${name},\n\nThe status of your complaint changed from ${fromLabel} to ${toLabel}.\n\n` +
      (note ? `${noteLabel}: ${note}\n\n` : '') +
      `Your complaint: ${tenant.issue}\n\nSign in to PG Portal to see it.\n`,
    html:
      `<p>Hello ${escapeHtml(name)},</p>` +
      `<p>The status of your complaint changed from <strong>${fromLabel}</strong> to <strong>${toLabel}</strong>.</p>` +
      (note ? `<p>${noteLabel}: ${escapeHtml(note)}</p>` : '') +
      `<p>Your complaint: ${escapeHtml(tenant.issue)}</p><p>Sign in to PG Portal to see it.</p>`,
  };
}
