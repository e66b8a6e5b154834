// The words of a GST credit or debit note (issue 44, Rule 53 of the CGST Rules, 2017) in the
// reader's language, beside the invoice's GST words (gst-labels.ts). The legal titles stay in
// English too: an officer reads them as printed.
import type { GstNoteKind, GstNoteReason, Language } from '@pgportal/contracts/enums';

export interface GstNoteLabels {
  titles: Record<GstNoteKind, string>;
  /** the nature of the document, as Rule 53(1)(b) asks */
  nature: string;
  natures: Record<GstNoteKind, string>;
  originalSerial: string;
  originalDate: string;
  invoiceNumber: string;
  period: string;
  recipientAddress: string;
  lateFee: string;
  reasons: Record<GstNoteReason, string>;
  /** the tax the note moves: reversed (credit) or now payable (debit) */
  taxMoved: Record<GstNoteKind, string>;
  rentUnchanged: string;
  /** the same, for a note on a late fee */
  feeUnchanged: string;
}

const EN: GstNoteLabels = {
  titles: { CREDIT_NOTE: 'CREDIT NOTE', DEBIT_NOTE: 'DEBIT NOTE' },
  nature: 'Nature of document',
  natures: { CREDIT_NOTE: 'Credit note', DEBIT_NOTE: 'Debit note' },
  originalSerial: 'Against invoice',
  originalDate: 'Invoice date',
  invoiceNumber: 'Invoice no.',
  period: 'Period',
  recipientAddress: 'Address',
  lateFee: 'Late fee',
  reasons: {
    REACHED_90_DAYS:
      'The stay reached 90 days at up to ₹20,000 per person per month: the accommodation is exempt, so the GST charged on the invoice is reversed.',
    ENDED_BEFORE_90_DAYS:
      'The stay ended before 90 days: the accommodation is taxable, so GST is payable on the value of the bill of supply.',
    LATE_FEE:
      'A late fee was added to the invoice after it was issued: it is part of the value of the taxable supply (section 15(2)(d) of the CGST Act, 2017), so GST is payable on it.',
    LATE_FEE_WAIVED: 'The late fee was waived: the GST stated on it is reversed.',
    LATE_FEE_EXEMPT:
      'The stay reached 90 days at up to ₹20,000 per person per month: the accommodation is exempt, and the late fee with it, so the GST stated on the fee is reversed.',
  },
  taxMoved: { CREDIT_NOTE: 'GST reversed', DEBIT_NOTE: 'GST payable' },
  rentUnchanged: 'The amount of the invoice does not change: the rent includes GST.',
  feeUnchanged: 'The amount of the late fee does not change: it includes GST.',
};

const HI: GstNoteLabels = {
  titles: { CREDIT_NOTE: 'क्रेडिट नोट (CREDIT NOTE)', DEBIT_NOTE: 'डेबिट नोट (DEBIT NOTE)' },
  nature: 'दस्तावेज़ का प्रकार',
  natures: { CREDIT_NOTE: 'क्रेडिट नोट (Credit note)', DEBIT_NOTE: 'डेबिट नोट (Debit note)' },
  originalSerial: 'संबंधित बीजक',
  originalDate: 'बीजक की तारीख',
  invoiceNumber: 'बिल संख्या',
  period: 'अवधि',
  recipientAddress: 'पता',
  lateFee: 'विलंब शुल्क',
  reasons: {
    REACHED_90_DAYS:
      'ठहराव प्रति व्यक्ति प्रति माह ₹20,000 तक पर 90 दिन का हो गया: आवास पर छूट है, इसलिए बीजक पर लिया गया GST वापस किया जाता है।',
    ENDED_BEFORE_90_DAYS: 'ठहराव 90 दिन से पहले समाप्त हुआ: आवास कर योग्य है, इसलिए आपूर्ति के बिल के मूल्य पर GST देय है।',
    LATE_FEE:
      'बीजक जारी होने के बाद उसमें विलंब शुल्क जोड़ा गया: यह कर योग्य आपूर्ति के मूल्य का भाग है (CGST अधिनियम, 2017 की धारा 15(2)(d)), इसलिए उस पर GST देय है।',
    LATE_FEE_WAIVED: 'विलंब शुल्क माफ़ किया गया: उस पर बताया गया GST वापस किया जाता है।',
    LATE_FEE_EXEMPT:
      'ठहराव प्रति व्यक्ति प्रति माह ₹20,000 तक पर 90 दिन का हो गया: आवास पर छूट है, और उसके साथ विलंब शुल्क पर भी, इसलिए शुल्क पर बताया गया GST वापस किया जाता है।',
  },
  taxMoved: { CREDIT_NOTE: 'वापस किया गया GST', DEBIT_NOTE: 'देय GST' },
  rentUnchanged: 'बिल की रकम नहीं बदलती: किराए में GST शामिल है।',
  feeUnchanged: 'विलंब शुल्क की रकम नहीं बदलती: उसमें GST शामिल है।',
};

export const GST_NOTE_LABELS: Record<Language, GstNoteLabels> = { en: EN, hi: HI };
