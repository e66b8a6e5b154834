// The older Aadhaar QR (cards printed before 2019): plain XML, <PrintLetterBarcodeData uid=… />.
// It carries no signature, so what it says is read but never counted as verified. Its uid is the
// whole Aadhaar number: only its last 4 digits leave this function.
import { MESSAGES } from '@pgportal/contracts/messages';
import { QrFormatError } from './secure-qr';

export interface XmlQrRecord {
  aadhaarLast4: string;
  name: string;
  dateOfBirth: string | null;
  yearOfBirth: number | null;
  gender: 'M' | 'F' | 'T' | null;
}

const ATTRIBUTE = /([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => ENTITIES[name]!);

export const looksLikeXmlQr = (qrText: string) => /<PrintLetterBarcodeData[\s/>]/.test(qrText);

/** Reads the attributes of the one element; anything with a DOCTYPE or entity declaration is refused. */
export function decodeXmlQr(qrText: string): XmlQrRecord {
  if (/<!DOCTYPE|<!ENTITY/i.test(qrText)) throw new QrFormatError(MESSAGES.notAadhaarQr);
  const element = /<PrintLetterBarcodeData\b([^>]*)\/?>/.exec(qrText);
  if (!element) throw new QrFormatError(MESSAGES.notAadhaarQr);
  const attributes = new Map<string, string>();
  for (const [, name, double, single] of element[1]!.matchAll(ATTRIBUTE)) {
    attributes.set(name!.toLowerCase(), unescape(double ?? single ?? ''));
  }
  const uid = (attributes.get('uid') ?? '').replace(/\D/g, '');
  if (uid.length !== 12) throw new QrFormatError(MESSAGES.notAadhaarQr);
  const name = (attributes.get('name') ?? '').trim();
  if (!name) throw new QrFormatError(MESSAGES.notAadhaarQr);
  const dob = attributes.get('dob') ?? '';
  const full = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(dob) ?? null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  const dateOfBirth = full ? `${full[3]}-${full[2]}-${full[1]}` : iso ? dob : null;
  const year = Number(attributes.get('yob') ?? dateOfBirth?.slice(0, 4) ?? NaN);
  const gender = (attributes.get('gender') ?? '').trim().toUpperCase().charAt(0);
  return {
    aadhaarLast4: uid.slice(-4),
    name,
    dateOfBirth,
    yearOfBirth: Number.isInteger(year) && year > 1800 ? year : null,
    gender: gender === 'M' || gender === 'F' || gender === 'T' ? gender : null,
  };
}
