// The privacy notice inside the admission papers (issue 45): the notice in the tenant's language
// (the words of the dialog at sign-in, shared/contracts privacy-notice.ts) and how the tenant
// agreed to it: online, on paper as staff recorded it, or, when neither yet, a line to sign.
import type { Language } from '@pgportal/contracts/enums';
import { PRIVACY_NOTICE_VERSION, privacyNoticeIn } from '@pgportal/contracts/privacy-notice';
import type { PrivacyConsent } from '@pgportal/contracts/types';
import { today } from '../calendar';
import { pdfDay } from '../pdf/labels';
import type { PdfWriter } from '../pdf/writer';

interface ConsentWords {
  heading: string;
  online: (day: string, version: string) => string;
  paper: (who: string, day: string, version: string) => string;
  olderVersion: string;
  agree: string;
  signature: string;
  date: string;
}

const WORDS: Record<Language, ConsentWords> = {
  en: {
    heading: 'Consent',
    online: (day, version) => `Accepted on ${day}, version ${version}, by the tenant online.`,
    paper: (who, day, version) => `Paper consent recorded by ${who} on ${day}, version ${version}.`,
    olderVersion: 'That was an earlier version of this notice: the tenant signs this one below.',
    agree: 'I have read this privacy notice and I agree to it.',
    signature: 'Signature of the tenant',
    date: 'Date',
  },
  hi: {
    heading: 'सहमति',
    online: (day, version) => `किरायेदार ने ${day} को ऑनलाइन स्वीकार की, संस्करण ${version}।`,
    paper: (who, day, version) => `कागज़ पर सहमति ${who} ने ${day} को दर्ज की, संस्करण ${version}।`,
    olderVersion: 'वह इस सूचना का पुराना संस्करण था: किरायेदार इसे नीचे हस्ताक्षर करें।',
    agree: 'मैंने यह गोपनीयता सूचना पढ़ ली है और मैं इससे सहमत हूँ।',
    signature: 'किरायेदार के हस्ताक्षर',
    date: 'तिथि',
  },
};

/** The consent's sentence, or null when there is none yet. */
export function consentLine(language: Language, consent: PrivacyConsent | null): string | null {
  if (!consent) return null;
  const words = WORDS[language];
  const day = pdfDay(language, today(new Date(consent.acceptedAt)));
  return consent.method === 'PAPER'
    ? words.paper(consent.recordedByName, day, consent.version)
    : words.online(day, consent.version);
}

/** Draws the notice and the consent record (the latest consent, or a line to sign). */
export function drawPrivacyNotice(
  writer: PdfWriter,
  language: Language,
  consent: PrivacyConsent | null,
): void {
  const notice = privacyNoticeIn(language);
  const words = WORDS[language];
  writer.pageBreak();
  writer.heading(notice.title, 14);
  writer.paragraph(notice.versionLine, { size: 8 });
  for (const section of notice.sections) {
    writer.paragraph(section.heading, { bold: true });
    for (const paragraph of section.paragraphs) writer.paragraph(paragraph);
    writer.gap(4);
  }
  writer.paragraph(words.heading, { bold: true });
  const line = consentLine(language, consent);
  if (line) writer.paragraph(line);
  if (consent && consent.version === PRIVACY_NOTICE_VERSION) return;
  if (consent) writer.paragraph(words.olderVersion);
  writer.paragraph(words.agree);
  writer.gap(24);
  writer.field(words.signature, null);
  writer.field(words.date, null);
}
