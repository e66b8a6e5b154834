// The HRA rent receipt's words in the tenant's language (issue 44), beside the PDF labels of issue 27.
import type { Language } from '@pgportal/contracts/enums';

export interface RentReceiptLabels {
  title: string;
  receiptNumber: string;
  date: string;
  tenant: string;
  landlord: string;
  rentedAddress: string;
  roomBed: (room: string, bed: number) => string;
  period: string;
  financialYear: (from: string, to: string) => string;
  amount: string;
  inWords: string;
  modes: string;
  statement: (amount: string, tenant: string, period: string, address: string) => string;
  landlordPan: string;
  panMissing: (limit: string) => string;
  declaration: (limit: string) => string;
  stampNote: (limit: string) => string;
  signature: string;
  verify: string;
}

const EN: RentReceiptLabels = {
  title: 'RENT RECEIPT',
  receiptNumber: 'Receipt no.',
  date: 'Date',
  tenant: 'Tenant',
  landlord: 'Landlord / PG',
  rentedAddress: 'Rented premises',
  roomBed: (room, bed) => `Room ${room}, Bed ${bed}`,
  period: 'Period',
  financialYear: (from, to) => `Financial year ${from} to ${to}`,
  amount: 'Rent received',
  inWords: 'In words',
  modes: 'Paid by',
  statement: (amount, tenant, period, address) =>
    `Received ${amount} from ${tenant} as rent for ${address} for the period ${period}.`,
  landlordPan: "Landlord's PAN",
  panMissing: (limit) =>
    `The rent for this financial year is above ${limit}: the landlord's PAN is required for HRA and is not on record. Ask the PG's office to add it.`,
  declaration: (limit) =>
    `Declaration: the rent for this financial year does not exceed ${limit}, so the landlord’s PAN is not required for HRA.`,
  stampNote: (limit) =>
    `Cash receipt above ${limit}: a ₹1 revenue stamp is to be affixed and signed across by the landlord.`,
  signature: 'Signature of the landlord / authorised signatory',
  verify: 'Scan to verify this receipt at',
};

const HI: RentReceiptLabels = {
  title: 'किराया रसीद',
  receiptNumber: 'रसीद सं.',
  date: 'तारीख',
  tenant: 'किरायेदार',
  landlord: 'मकान मालिक / पीजी',
  rentedAddress: 'किराये का परिसर',
  roomBed: (room, bed) => `कमरा ${room}, बेड ${bed}`,
  period: 'अवधि',
  financialYear: (from, to) => `वित्तीय वर्ष ${from} से ${to}`,
  amount: 'प्राप्त किराया',
  inWords: 'शब्दों में',
  modes: 'भुगतान का तरीका',
  statement: (amount, tenant, period, address) =>
    `${tenant} से ${address} के लिए ${period} अवधि का किराया ${amount} प्राप्त हुआ।`,
  landlordPan: 'मकान मालिक का पैन',
  panMissing: (limit) =>
    `इस वित्तीय वर्ष का किराया ${limit} से अधिक है: एचआरए के लिए मकान मालिक का पैन आवश्यक है और दर्ज नहीं है। पीजी कार्यालय से इसे जोड़ने को कहें।`,
  declaration: (limit) =>
    `घोषणा: इस वित्तीय वर्ष का किराया ${limit} से अधिक नहीं है, इसलिए एचआरए के लिए मकान मालिक का पैन आवश्यक नहीं है।`,
  stampNote: (limit) => `${limit} से अधिक की नकद रसीद: मकान मालिक ₹1 का रेवेन्यू स्टाम्प लगाकर उस पर हस्ताक्षर करें।`,
  signature: 'मकान मालिक / अधिकृत हस्ताक्षरकर्ता के हस्ताक्षर',
  verify: 'इस रसीद की जाँच के लिए स्कैन करें',
};

export const RENT_RECEIPT_LABELS: Record<Language, RentReceiptLabels> = { en: EN, hi: HI };
