// mfe-complaints' words a tenant meets (issue 27): the My Complaints tab, its list, the form.
import type { Language } from '@pgportal/contracts/enums';
import { formatComplaintDate } from '@pgportal/contracts/format';
import { createCatalogue } from '@pgportal/runtime/i18n';
import { KIT_WORDS } from '@pgportal/runtime/kit-words';
import { COMPLAINT_WORDS_EN, COMPLAINT_WORDS_HI } from './complaint-words';

const en = {
  myComplaints: 'My Complaints',
  createComplaint: 'Create Complaint',
  raiseOneHint: "Something broken or not working? Choose 'Create Complaint' above to tell your PG manager.",
  needsBed:
    'You can raise a complaint once you are assigned a bed: a complaint is about the room and bed you are on. Ask your PG manager.',
  noComplaints: 'No complaints',
  noneMatch: 'None match these filters.',
  colIssue: 'Issue',
  colCategory: 'Category',
  colStatus: 'Status',
  colImages: 'Images',
  ...COMPLAINT_WORDS_EN,
  ...KIT_WORDS.en,
};

type Key = keyof typeof en;

const hi: Record<Key, string> = {
  myComplaints: 'मेरी शिकायतें',
  createComplaint: 'शिकायत दर्ज करें',
  raiseOneHint: "कुछ टूटा है या काम नहीं कर रहा? अपने PG मैनेजर को बताने के लिए ऊपर 'शिकायत दर्ज करें' चुनें।",
  needsBed:
    'बेड मिलने के बाद ही आप शिकायत दर्ज कर सकते हैं: शिकायत आपके कमरे और बेड के बारे में होती है। अपने PG मैनेजर से पूछें।',
  noComplaints: 'कोई शिकायत नहीं',
  noneMatch: 'इन फ़िल्टर से कोई शिकायत नहीं मिली।',
  colIssue: 'समस्या',
  colCategory: 'श्रेणी',
  colStatus: 'स्थिति',
  colImages: 'तस्वीरें',
  ...COMPLAINT_WORDS_HI,
  ...KIT_WORDS.hi,
};

export const COMPLAINTS_CATALOGUE = { en, hi };
export const { useT, i18n } = createCatalogue<Key>('complaints', COMPLAINTS_CATALOGUE);
export type ComplaintsKey = Key;

/** A complaint's day in the reader's language: '5 Nov 2026' as before, or hi-IN (5 नव॰ 2026) in India's time. */
export const formatComplaintDay = (value: string | null | undefined, language: Language) => {
  if (language === 'en' || !value) return formatComplaintDate(value ?? null);
  const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;
  const day = new Date(value);
  return Number.isNaN(day.getTime()) ? '' : new Intl.DateTimeFormat('hi-IN', options).format(day);
};
