// An Aadhaar Secure QR for a journey: the published layout (decimal number of the gzip of the fields
// separated by byte 255, a JPEG 2000 photo, a 256-byte RSA-SHA256 signature), signed with a key made
// here whose certificate is dropped into the server's UIDAI certificate folder, and drawn as a PNG.
import { createSign } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import QRCode from 'qrcode';
import { JP2_PHOTO, makeSigner } from '../../api/test/aadhaar-qr-fixtures';
import { E2E_UIDAI_CERT_DIR } from './env';

/** A test signer, its certificate valid a year either side of now, trusted by the e2e server. */
function trustedSigner(): (data: Buffer) => Buffer {
  const year = 365 * 86_400_000;
  const { privateKey, certificatePem } = makeSigner(
    new Date(Date.now() - year),
    new Date(Date.now() + year),
    'e2e test UIDAI signer',
  );
  mkdirSync(E2E_UIDAI_CERT_DIR, { recursive: true });
  writeFileSync(join(E2E_UIDAI_CERT_DIR, `e2e_signer_${Date.now()}.pem`), certificatePem);
  return (data) => createSign('RSA-SHA256').update(data).sign(privateKey);
}

/** YYYYMMDDHHMMSSmmm in India time, as the reference id carries it. */
function indiaStamp(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000).toISOString();
  return india.replace(/[-T:.Z]/g, '').slice(0, 17);
}

/** A PNG of a signed V2 Secure QR for `name`, whose Aadhaar number ends in `last4`. */
export async function signedAadhaarQrPng(fields: {
  name: string;
  last4: string;
  dateOfBirth: string;
  gender: 'M' | 'F';
}): Promise<Buffer> {
  const sign = trustedSigner();
  const [year, month, day] = fields.dateOfBirth.split('-');
  const text = [
    'V2',
    '0',
    `${fields.last4}${indiaStamp(new Date(Date.now() - 60_000))}`,
    fields.name,
    `${day}-${month}-${year}`,
    fields.gender,
    'C/O: Test Parent',
    'Bengaluru Urban',
    '',
    '12',
    'Indiranagar',
    '560038',
    'Indiranagar',
    'Karnataka',
    '1st Main',
    'Bangalore North',
    'Bengaluru',
  ];
  const parts: Buffer[] = [];
  for (const field of text) parts.push(Buffer.from(field, 'utf8'), Buffer.from([255]));
  // the photo: a genuine JPEG 2000, as UIDAI's (the API's test fixture)
  parts.push(JP2_PHOTO);
  const signed = Buffer.concat(parts);
  const qrText = BigInt(`0x${gzipSync(Buffer.concat([signed, sign(signed)])).toString('hex')}`).toString(10);
  return QRCode.toBuffer(qrText, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 4 });
}
