// The mail every admin gets when a property's UPI ID changes: tenants' payments go to it, so a
// change nobody expected must be seen at once.
import type { Mail } from './mailer';

export interface UpiIdChange {
  propertyName: string;
  /** '' when the property had none */
  from: string;
  to: string;
  by: { name: string; email: string };
  at: Date;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 330 * 60_000;

/** '25 Nov 2026, 19:17 IST': the portal's users are in India, whatever the server's zone. */
export function istTimestamp(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const time = ist.toISOString().slice(11, 16);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${time} IST`;
}

const shown = (upiId: string) => upiId || '(none)';

export const upiIdChangedSubject = (propertyName: string) => `The UPI ID of ${propertyName} was changed`;

export function upiIdChangedMail(to: { email: string; name: string }, change: UpiIdChange): Mail {
  const facts = [
    `Property: ${change.propertyName}`,
    `Old UPI ID: ${shown(change.from)}`,
    `New UPI ID: ${shown(change.to)}`,
    `Changed by: ${change.by.name} (${change.by.email})`,
    `When: ${istTimestamp(change.at)}`,
  ];
  const warning =
    "Tenants' UPI payments for this property now go to the new UPI ID. If you did not expect this change, sign in to PG Portal and set the right UPI ID on the property at once.";
  return {
    to: to.email,
    subject: upiIdChangedSubject(change.propertyName),
    text: `Hello ${to.name},\n\n${facts.join('\n')}\n\n${warning}\n`,
    html:
      `<p>Hello ${escapeHtml(to.name)},</p>` +
      `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(warning)}</p>`,
  };
}
