// UIDAI's Secure QR (the QR on Aadhaar letters, e-Aadhaar and mAadhaar since 2019): a big decimal
// number whose bytes are a compressed record. Fields are separated by byte 255: an optional
// version ("V2", "V3"…), the e-mail/mobile indicator, the reference id (the last 4 digits of the
// Aadhaar number and a timestamp), name, date of birth, gender, care-of, district, landmark, house,
// location, pincode, post office, state, street, sub-district, VTC, (in later versions the last 4
// digits of the mobile), then the JPEG 2000 photo, the e-mail and mobile hashes (32 bytes each,
// when the indicator says so) and a 256-byte RSA-SHA256 signature over everything before it.
import { MESSAGES } from '@pgportal/contracts/messages';
import { unzipSync } from 'node:zlib';

const DELIMITER = 255;
const SIGNATURE_BYTES = 256;
const HASH_BYTES = 32;
const ADDRESS_FIELDS = [
  'careOf',
  'district',
  'landmark',
  'house',
  'location',
  'pincode',
  'postOffice',
  'state',
  'street',
  'subDistrict',
  'vtc',
] as const;

export type SecureQrAddress = Record<(typeof ADDRESS_FIELDS)[number], string>;

export interface SecureQrRecord {
  version: string;
  /** 0 none, 1 e-mail, 2 mobile, 3 both: which hashes precede the signature */
  emailMobileIndicator: number;
  referenceId: string;
  aadhaarLast4: string;
  /** when UIDAI generated the QR, read from the reference id (India time) */
  generatedAt: Date | null;
  name: string;
  /** YYYY-MM-DD, or null when the QR holds only a year */
  dateOfBirth: string | null;
  yearOfBirth: number | null;
  gender: 'M' | 'F' | 'T' | null;
  address: SecureQrAddress;
  mobileLast4: string | null;
  /** JPEG 2000 bytes as the QR holds them (empty when there is none) */
  photo: Buffer;
  signedData: Buffer;
  signature: Buffer;
}

export class QrFormatError extends Error {}

/** The QR's text (decimal digits) to its decompressed bytes. */
export function secureQrBytes(text: string): Buffer {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) throw new QrFormatError(MESSAGES.notAadhaarQr);
  let hex = BigInt(digits).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  try {
    return unzipSync(Buffer.from(hex, 'hex'));
  } catch {
    throw new QrFormatError(MESSAGES.notAadhaarQr);
  }
}

/** Splits off the first `count` fields; the rest (the photo and what follows) stays whole. */
function splitFields(bytes: Buffer, count: number): { fields: Buffer[]; rest: Buffer } {
  const fields: Buffer[] = [];
  let start = 0;
  while (fields.length < count) {
    const end = bytes.indexOf(DELIMITER, start);
    if (end < 0) throw new QrFormatError(MESSAGES.aadhaarQrIncomplete);
    fields.push(bytes.subarray(start, end));
    start = end + 1;
  }
  return { fields, rest: bytes.subarray(start) };
}

/** JP2 file signature box or a bare J2K codestream. */
const isJpeg2000 = (bytes: Buffer) =>
  bytes.subarray(0, 6).equals(Buffer.from([0, 0, 0, 0x0c, 0x6a, 0x50])) ||
  bytes.subarray(0, 4).equals(Buffer.from([0xff, 0x4f, 0xff, 0x51]));

/** "DD-MM-YYYY" or "DD/MM/YYYY" (or a bare "YYYY") to ISO. */
function readBirth(text: string): { dateOfBirth: string | null; yearOfBirth: number | null } {
  const full = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  if (full) return { dateOfBirth: `${full[3]}-${full[2]}-${full[1]}`, yearOfBirth: Number(full[3]) };
  const year = /^(\d{4})$/.exec(text);
  return { dateOfBirth: null, yearOfBirth: year ? Number(year[1]) : null };
}

/** The reference id's timestamp: YYYYMMDDHHMMSS(mmm) in India time. */
function readGeneratedAt(stamp: string): Date | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{0,3})/.exec(stamp);
  if (!parts) return null;
  const [, y, mo, d, h, mi, s, ms] = parts;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${(ms ?? '').padEnd(3, '0')}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

const text = (bytes: Buffer | undefined) => (bytes ? bytes.toString('latin1') : '');
const utf8 = (bytes: Buffer | undefined) => (bytes ? bytes.toString('utf8').trim() : '');

/** Decodes a Secure QR's text; the signature is checked elsewhere. */
export function decodeSecureQr(qrText: string): SecureQrRecord {
  const bytes = secureQrBytes(qrText);
  if (bytes.length <= SIGNATURE_BYTES) throw new QrFormatError(MESSAGES.aadhaarQrIncomplete);
  const signedData = bytes.subarray(0, bytes.length - SIGNATURE_BYTES);
  const signature = bytes.subarray(bytes.length - SIGNATURE_BYTES);

  const first = text(splitFields(signedData, 1).fields[0]);
  const versioned = /^V\d+$/.test(first);
  const version = versioned ? first : 'V1';
  // indicator, reference id, name, date of birth, gender, then the address
  const headCount = (versioned ? 1 : 0) + 5 + ADDRESS_FIELDS.length;
  const { fields, rest } = splitFields(signedData, headCount);
  const values = fields.slice(versioned ? 1 : 0);
  const indicator = Number(text(values[0]));
  if (!Number.isInteger(indicator) || indicator < 0 || indicator > 3) {
    throw new QrFormatError(MESSAGES.notAadhaarQr);
  }
  const referenceId = text(values[1]);
  if (!/^\d{4}/.test(referenceId)) throw new QrFormatError(MESSAGES.aadhaarQrIncomplete);

  // Later versions put the mobile's last 4 digits before the photo.
  let mobileLast4: string | null = null;
  let tail = rest;
  const next = rest.indexOf(DELIMITER);
  if (next >= 0 && next <= 4 && /^\d*$/.test(text(rest.subarray(0, next))) && !isJpeg2000(rest)) {
    mobileLast4 = text(rest.subarray(0, next)) || null;
    tail = rest.subarray(next + 1);
  }
  const hashes = (indicator & 1 ? HASH_BYTES : 0) + (indicator & 2 ? HASH_BYTES : 0);
  const photo = tail.subarray(0, Math.max(tail.length - hashes, 0));
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field, at) => [field, utf8(values[5 + at])]),
  ) as SecureQrAddress;
  const gender = text(values[4]).toUpperCase();
  return {
    version,
    emailMobileIndicator: indicator,
    referenceId,
    aadhaarLast4: referenceId.slice(0, 4),
    generatedAt: readGeneratedAt(referenceId.slice(4)),
    name: utf8(values[2]),
    ...readBirth(text(values[3]).trim()),
    gender: gender === 'M' || gender === 'F' || gender === 'T' ? gender : null,
    address,
    mobileLast4,
    photo: Buffer.from(photo),
    signedData: Buffer.from(signedData),
    signature: Buffer.from(signature),
  };
}
