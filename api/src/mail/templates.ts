// The texts of the mails the portal sends.
import type { Language } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';
import { TENANT_MAIL_TEXTS } from './tenant-mail-texts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const SIGN_IN_SUBJECT = TENANT_MAIL_TEXTS.en.signIn.subject;
export const VERIFY_SUBJECT = 'Verify your email for PG Portal';

/** The sign-in code, in the reader's language (staff: English). */
export function signInCodeMail(to: string, code: string, validMinutes: number, language: Language = 'en'): Mail {
  const { subject, lead, validity } = TENANT_MAIL_TEXTS[language].signIn;
  return {
    to,
    subject,
    text: `${lead} ${code}\n\n${validity(validMinutes)}\n`,
    html:
      `<p>${lead}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>` +
      `<p>${validity(validMinutes)}</p>`,
  };
}

export function verificationMail(to: string, typedName: string, link: string, validHours: number): Mail {
  const name = formatName(typedName);
  return {
    to,
    subject: VERIFY_SUBJECT,
    text:
      `Hello ${name},\n\nAn account was created for you on PG Portal. Verify your email with this link:\n\n` +
      `${link}\n\nThe link is valid for ${validHours} hours and works once.\n`,
    html:
      `<p>Hello ${escapeHtml(name)},</p><p>An account was created for you on PG Portal. Verify your email with this link:</p>` +
      `<p><a href="${escapeHtml(link)}">Verify my email</a></p>` +
      `<p>The link is valid for ${validHours} hours and works once.</p>`,
  };
}
