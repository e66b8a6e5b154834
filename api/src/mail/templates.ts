// The texts of the mails the portal sends.
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const SIGN_IN_SUBJECT = 'Your PG Portal sign-in code';
export const VERIFY_SUBJECT = 'Verify your email for PG Portal';

export function signInCodeMail(to: string, code: string, validMinutes: number): Mail {
  return {
    to,
    subject: SIGN_IN_SUBJECT,
    text:
      `Your PG Portal sign-in code is ${code}\n\n` +
      `It is valid for ${validMinutes} minutes and works once. ` +
      'If you did not try to sign in, you can ignore this mail.\n',
    html:
      `<p>Your PG Portal sign-in code is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>` +
      `<p>It is valid for ${validMinutes} minutes and works once. If you did not try to sign in, you can ignore this mail.</p>`,
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
