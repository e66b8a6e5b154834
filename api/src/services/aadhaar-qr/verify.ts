// Reads an Aadhaar QR's text and checks UIDAI's signature. Only a Secure QR whose RSA-SHA256
// signature matches a UIDAI certificate that was in date when the QR was generated (by its
// reference id; the time of the check when it has none) is 'VERIFIED'; the older XML QR
// (unsigned), a signature that does not match, or a certificate out of date is read but not verified.
import { MESSAGES } from '@pgportal/contracts/messages';
import { createVerify } from 'node:crypto';
import type { AadhaarCheck } from '@pgportal/contracts/enums';
import type { UidaiCertificate } from './certificates';
import { decodeSecureQr, QrFormatError } from './secure-qr';
import { decodeXmlQr, looksLikeXmlQr } from './xml-qr';

export interface AadhaarQrReading {
  format: 'SECURE_QR' | 'XML_QR';
  check: AadhaarCheck;
  /** the certificate file that verified it */
  certificateFile: string | null;
  aadhaarLast4: string;
  name: string;
  dateOfBirth: string | null;
  yearOfBirth: number | null;
  gender: 'M' | 'F' | 'T' | null;
  /** JPEG 2000 bytes, only from a Secure QR */
  photo: Buffer | null;
}

const CLOCK_LEEWAY_MS = 86_400_000;

function signatureMatches(data: Buffer, signature: Buffer, certificate: UidaiCertificate): boolean {
  try {
    return createVerify('RSA-SHA256').update(data).verify(certificate.certificate.publicKey, signature);
  } catch {
    return false;
  }
}

const inDate = (certificate: UidaiCertificate, at: Date) =>
  certificate.validFrom.getTime() <= at.getTime() && at.getTime() <= certificate.validTo.getTime();

/** What the QR says and whether UIDAI's signature holds. Throws QrFormatError for what is no Aadhaar QR. */
export function readAadhaarQr(
  qrText: string,
  certificates: readonly UidaiCertificate[],
  now: Date,
): AadhaarQrReading {
  const trimmed = qrText.trim();
  if (looksLikeXmlQr(trimmed)) {
    return {
      format: 'XML_QR',
      check: 'UNSIGNED',
      certificateFile: null,
      photo: null,
      ...decodeXmlQr(trimmed),
    };
  }
  if (!/^\d+$/.test(trimmed)) throw new QrFormatError(MESSAGES.notAadhaarQr);
  const record = decodeSecureQr(trimmed);
  const signedAt = record.generatedAt ?? now;
  const matching = certificates.filter((certificate) =>
    signatureMatches(record.signedData, record.signature, certificate),
  );
  // a QR cannot have been made after now; a day's leeway for the clocks of UIDAI and this server
  const possible = signedAt.getTime() <= now.getTime() + CLOCK_LEEWAY_MS;
  const valid = matching.find((certificate) => possible && inDate(certificate, signedAt));
  let check: AadhaarCheck = 'VERIFIED';
  if (!valid)
    check =
      matching.length > 0
        ? 'CERTIFICATE_OUT_OF_DATE'
        : certificates.length
          ? 'SIGNATURE_INVALID'
          : 'NO_CERTIFICATE';
  return {
    format: 'SECURE_QR',
    check,
    certificateFile: valid?.file ?? null,
    aadhaarLast4: record.aadhaarLast4,
    name: record.name,
    dateOfBirth: record.dateOfBirth,
    yearOfBirth: record.yearOfBirth,
    gender: record.gender,
    photo: record.photo.length ? record.photo : null,
  };
}
