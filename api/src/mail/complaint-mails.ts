// The mail a tenant gets when staff change the status of their complaint, with staff's note (the
// reason, when rejected), in the tenant's language.
import { COMPLAINT_STATUS_LABELS, type ComplaintStatus, type Language } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';
import { COMPLAINT_STATUS_HI, TENANT_MAIL_TEXTS } from './tenant-mail-texts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const statusIn = (language: Language, status: ComplaintStatus) =>
  language === 'hi' ? COMPLAINT_STATUS_HI[status] : COMPLAINT_STATUS_LABELS[status];

export const complaintStatusSubject = (to: ComplaintStatus, language: Language = 'en') =>
  TENANT_MAIL_TEXTS[language].complaint.subject(statusIn(language, to));

export function complaintStatusMail(
  tenant: { email: string; name: string; issue: string; language?: Language },
  from: ComplaintStatus,
  to: ComplaintStatus,
  note: string | null = null,
): Mail {
  const language = tenant.language ?? 'en';
  const texts = TENANT_MAIL_TEXTS[language];
  const fromLabel = statusIn(language, from);
  const toLabel = statusIn(language, to);
  const hello = texts.hello(formatName(tenant.name));
  const { complaint } = texts;
  const noteLabel = to === 'REJECTED' ? complaint.reason : complaint.note;
  return {
    to: tenant.email,
    subject: complaintStatusSubject(to, language),
    text:
      `${hello}\n\n${complaint.changed(fromLabel, toLabel)}\n\n` +
      (note ? `${noteLabel}: ${note}\n\n` : '') +
      `${complaint.yours}: ${tenant.issue}\n\n${complaint.signIn}\n`,
    html:
      `<p>${escapeHtml(hello)}</p>` +
      `<p>${complaint.changed(`<strong>${fromLabel}</strong>`, `<strong>${toLabel}</strong>`)}</p>` +
      (note ? `<p>${noteLabel}: ${escapeHtml(note)}</p>` : '') +
      `<p>${complaint.yours}: ${escapeHtml(tenant.issue)}</p><p>${complaint.signIn}</p>`,
  };
}
