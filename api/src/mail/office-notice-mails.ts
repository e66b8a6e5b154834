// The mail a tenant gets when the office posts a notice to their property (issue 27). The texts sit
// in one table per language so that another language (Hindi) is one more entry.
import type { Language } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import { dayIn } from './locale';
import type { Mail } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface OfficeNoticeMailInput {
  to: string;
  tenantName: string;
  propertyName: string;
  title: string;
  text: string;
  /** YYYY-MM-DD or null */
  expiresOn: string | null;
  dashboardUrl: string;
}

const TEXTS = {
  en: {
    subject: (property: string, title: string) => `Notice from ${property}: ${title}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (property: string) => `The office of ${property} posted a notice:`,
    until: (day: string) => `It shows until ${day}.`,
    open: 'Open your dashboard on PG Portal to see it:',
  },
  hi: {
    subject: (property: string, title: string) => `${property} की ओर से सूचना: ${title}`,
    hello: (name: string) => `नमस्ते ${name},`,
    intro: (property: string) => `${property} के कार्यालय ने एक सूचना दी है:`,
    until: (day: string) => `यह ${day} तक दिखेगी।`,
    open: 'इसे देखने के लिए PG Portal पर अपना डैशबोर्ड खोलें:',
  },
} as const satisfies Record<Language, unknown>;

export function officeNoticeMail(input: OfficeNoticeMailInput, language: Language = 'en'): Mail {
  const t = TEXTS[language];
  const name = formatName(input.tenantName);
  const until = input.expiresOn ? t.until(dayIn(language, input.expiresOn)) : null;
  return {
    to: input.to,
    subject: t.subject(input.propertyName, input.title),
    text:
      `${t.hello(name)}\n\n${t.intro(input.propertyName)}\n\n${input.title}\n\n${input.text}\n\n` +
      (until ? `${until}\n\n` : '') +
      `${t.open} ${input.dashboardUrl}\n`,
    html:
      `<p>${escapeHtml(t.hello(name))}</p><p>${escapeHtml(t.intro(input.propertyName))}</p>` +
      `<h2>${escapeHtml(input.title)}</h2><p style="white-space:pre-wrap">${escapeHtml(input.text)}</p>` +
      (until ? `<p>${escapeHtml(until)}</p>` : '') +
      `<p><a href="${escapeHtml(input.dashboardUrl)}">${escapeHtml(t.open.replace(/:$/, ''))}</a></p>`,
  };
}
