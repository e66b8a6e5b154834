// The electricity worksheet as a PDF (issue 44), on the portal's one PDF writer: the property, the
// room, the period, both readings, units × rate = cost, and each tenant's days and share exactly as
// the worksheet screen shows them (paper.ts reads the same answer), with the verify QR code. A
// tenant's copy is in their language and names only them; staff download it in English.
import type { Language } from '@pgportal/contracts/enums';
import { formatINR } from '@pgportal/contracts/format';
import type { ElectricityWorksheetAnswer } from '@pgportal/contracts/responses';
import { pdfDay } from '../pdf/labels';
import { createPdfWriter } from '../pdf/writer';
import type { WorksheetPaper } from './paper';

type Status = ElectricityWorksheetAnswer['shares'][number]['status'];

interface WorksheetPdfLabels {
  title: string;
  number: string;
  room: string;
  period: string;
  periodText: (start: string, end: string, days: number) => string;
  previousReading: string;
  thisReading: string;
  readOn: (reading: number, day: string) => string;
  units: string;
  rate: string;
  total: string;
  shares: string;
  shareLine: (name: string, days: number, status: string) => string;
  splitNote: string;
  status: (status: Status) => string;
  anotherTenant: string;
  nobodyStayed: string;
  unbilled: (amount: string) => string;
  verify: string;
}

const LABELS: Record<Language, WorksheetPdfLabels> = {
  en: {
    title: 'ELECTRICITY WORKSHEET',
    number: 'Worksheet number',
    room: 'Room',
    period: 'Period',
    periodText: (start, end, days) => `${start} to ${end} (${days} days)`,
    previousReading: 'Previous reading',
    thisReading: 'This reading',
    readOn: (reading, day) => `${reading} on ${day}`,
    units: 'Units used',
    rate: 'Rate per unit',
    total: 'Total',
    shares: 'Shares by days stayed',
    shareLine: (name, days, status) => `${name}: ${days} days stayed (${status})`,
    splitNote:
      'The total is split in proportion to the days each tenant stayed in the room in this period, in whole paise that add up to the total.',
    status: (status) => (status === 'BILLED' ? 'Invoiced' : status === 'PENDING' ? 'Pending' : 'No charge'),
    anotherTenant: 'another tenant',
    nobodyStayed: 'Nobody stayed in the room in this period.',
    unbilled: (amount) => `Nobody stayed: ${amount} is recorded as unbilled and stays with the property.`,
    verify: 'Scan to check this worksheet is genuine at',
  },
  hi: {
    title: 'बिजली वर्कशीट',
    number: 'वर्कशीट संख्या',
    room: 'कमरा',
    period: 'अवधि',
    periodText: (start, end, days) => `${start} से ${end} (${days} दिन)`,
    previousReading: 'पिछली रीडिंग',
    thisReading: 'इस बार की रीडिंग',
    readOn: (reading, day) => `${reading}, ${day} को`,
    units: 'खर्च हुई यूनिट',
    rate: 'प्रति यूनिट दर',
    total: 'कुल',
    shares: 'रहने के दिनों के हिसाब से हिस्से',
    // Hindi first: the first script of a line picks its shaper, and a Latin one would leave the
    // vowel sign ि after its consonant (`दनि`)
    shareLine: (name, days, status) => `${days} दिन रहे (${status}): ${name}`,
    splitNote:
      'कुल रकम हर किरायेदार के इस अवधि में कमरे में रहने के दिनों के अनुपात में बाँटी गई है, पूरे पैसों में, जिनका जोड़ कुल रकम के बराबर है।',
    status: (status) =>
      status === 'BILLED' ? 'बिल में जुड़ गया' : status === 'PENDING' ? 'बाकी' : 'कोई शुल्क नहीं',
    anotherTenant: 'दूसरे किरायेदार',
    nobodyStayed: 'इस अवधि में कमरे में कोई नहीं रहा।',
    unbilled: (amount) => `कोई नहीं रहा: ${amount} बिना बिल के दर्ज है और प्रॉपर्टी के खाते में रहता है।`,
    verify: 'यह वर्कशीट असली है या नहीं, जाँचने के लिए स्कैन करें',
  },
};

/** The worksheet's PDF; `url`: its verify URL, drawn as the QR code. */
export async function worksheetPdf(paper: WorksheetPaper, url: string, language: Language): Promise<Buffer> {
  const labels = LABELS[language];
  const { sheet } = paper;
  const day = (value: string) => pdfDay(language, value);
  const write = await createPdfWriter(`Electricity worksheet ${paper.number}`);

  write.heading(paper.propertyName, 18);
  if (paper.propertyAddress) write.paragraph(paper.propertyAddress);
  write.gap(16);
  write.heading(labels.title);
  write.field(labels.number, paper.number);
  write.field(labels.room, sheet.roomNumber);
  write.field(
    labels.period,
    labels.periodText(day(sheet.periodStart), day(sheet.periodEnd), sheet.periodDays),
  );
  write.field(labels.previousReading, labels.readOn(sheet.previous.reading, day(sheet.previous.readingDate)));
  write.field(labels.thisReading, labels.readOn(sheet.current.reading, day(sheet.current.readingDate)));
  write.gap(8);
  write.amountRow(labels.units, String(sheet.units));
  write.amountRow(labels.rate, formatINR(sheet.rate));
  write.amountRow(labels.total, formatINR(sheet.cost), { bold: true });
  write.gap(12);
  write.heading(labels.shares, 12);
  if (!sheet.shares.length) write.paragraph(labels.nobodyStayed);
  for (const share of sheet.shares) {
    // the server names the others 'another tenant' in a tenant's copy; in the tenant's language here
    const name = share.tenantId === null && !share.isYou ? labels.anotherTenant : share.name;
    write.amountRow(labels.shareLine(name, share.days, labels.status(share.status)), formatINR(share.share));
  }
  write.gap(6);
  if (sheet.shares.length) write.paragraph(labels.splitNote, { size: 9 });
  if (sheet.unbilled > 0) write.paragraph(labels.unbilled(formatINR(sheet.unbilled)));
  write.gap(20);
  write.verifyQr(url, labels.verify);
  return write.save();
}
