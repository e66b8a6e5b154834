// The GST words of a tax invoice or bill of supply (issue 44) in the reader's language, beside the
// invoice's PDF labels. The legal titles stay in English too: an officer reads them as printed.
import type { GstDocumentKind, Language } from '@pgportal/contracts/enums';

export interface GstLabels {
  titles: Record<GstDocumentKind, string>;
  supplier: string;
  gstin: string;
  legalName: string;
  recipient: string;
  /** Rule 46(f): the recipient's address and the address of delivery */
  recipientAddress: string;
  deliveryAddress: string;
  placeOfSupply: string;
  serial: string;
  date: string;
  sac: string;
  value: string;
  taxableValue: string;
  rate: string;
  cgst: (percent: string) => string;
  sgst: (percent: string, ut: boolean) => string;
  total: string;
  reverseCharge: string;
  exemptNote: string;
  signature: (name: string) => string;
}

const percent = (value: string) => `${value} %`;

const EN: GstLabels = {
  titles: { TAX_INVOICE: 'TAX INVOICE', BILL_OF_SUPPLY: 'BILL OF SUPPLY' },
  supplier: 'Supplier',
  gstin: 'GSTIN',
  legalName: 'Legal name',
  recipient: 'Recipient',
  recipientAddress: 'Address',
  deliveryAddress: 'Address of delivery',
  placeOfSupply: 'Place of supply',
  serial: 'Serial no.',
  date: 'Date',
  sac: 'SAC',
  value: 'Value of supply',
  taxableValue: 'Taxable value',
  rate: 'GST rate',
  cgst: (rate) => `CGST @ ${percent(rate)}`,
  sgst: (rate, ut) => `${ut ? 'UTGST' : 'SGST'} @ ${percent(rate)}`,
  total: 'Total',
  reverseCharge: 'Tax payable on reverse charge: No',
  exemptNote:
    'Accommodation up to ₹20,000 per person per month for a continuous stay of at least 90 days: exempt (Notification No. 04/2024-Central Tax (Rate), S. No. 12A).',
  signature: (name) => `For ${name}: authorised signatory`,
};

const HI: GstLabels = {
  titles: { TAX_INVOICE: 'कर बीजक (TAX INVOICE)', BILL_OF_SUPPLY: 'आपूर्ति का बिल (BILL OF SUPPLY)' },
  supplier: 'आपूर्तिकर्ता',
  gstin: 'GSTIN',
  legalName: 'वैधानिक नाम',
  recipient: 'प्राप्तकर्ता',
  recipientAddress: 'पता',
  deliveryAddress: 'आपूर्ति का पता',
  placeOfSupply: 'आपूर्ति का स्थान',
  serial: 'क्रम संख्या',
  date: 'दिनांक',
  sac: 'SAC',
  value: 'आपूर्ति का मूल्य',
  taxableValue: 'कर योग्य मूल्य',
  rate: 'GST दर',
  cgst: (rate) => `CGST @ ${percent(rate)}`,
  sgst: (rate, ut) => `${ut ? 'UTGST' : 'SGST'} @ ${percent(rate)}`,
  total: 'कुल',
  reverseCharge: 'रिवर्स चार्ज पर देय कर: नहीं',
  exemptNote:
    '90 दिन या अधिक के लगातार ठहराव के लिए प्रति व्यक्ति प्रति माह ₹20,000 तक का आवास: छूट प्राप्त (अधिसूचना सं. 04/2024-केंद्रीय कर (दर), क्र. सं. 12A)।',
  signature: (name) => `${name} की ओर से: अधिकृत हस्ताक्षरकर्ता`,
};

export const GST_LABELS: Record<Language, GstLabels> = { en: EN, hi: HI };
