import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  certificateFolder,
  JP2_PHOTO,
  makeSigner,
  qrTextOf,
  secureQrSignedBytes,
  signBytes,
  signedSecureQr,
  xmlQr,
} from '../../../test/aadhaar-qr-fixtures';
import { loadUidaiCertificates } from './certificates';
import { QrFormatError } from './secure-qr';
import { readAadhaarQr } from './verify';

const year = (y: number) => new Date(Date.UTC(y, 0, 1));
const signer = makeSigner(year(2025), year(2029));
const NOW = new Date('2026-11-29T10:00:00Z');
const FIELDS = {
  version: 'V2',
  referenceId: '123420261128101502123',
  name: 'Ravi Kumar',
  dateOfBirth: '05-08-1999',
  gender: 'M',
};

async function certificates(...signers: ReturnType<typeof makeSigner>[]) {
  return loadUidaiCertificates(certificateFolder(signers));
}

describe('reading an Aadhaar Secure QR', () => {
  it('reads a V2 QR signed by the certificate in date and keeps only the last 4 digits', async () => {
    const reading = readAadhaarQr(signedSecureQr(FIELDS, signer), await certificates(signer), NOW);
    expect(reading).toMatchObject({
      format: 'SECURE_QR',
      check: 'VERIFIED',
      certificateFile: 'test_signer_0.pem',
      aadhaarLast4: '1234',
      name: 'Ravi Kumar',
      dateOfBirth: '1999-08-05',
      yearOfBirth: 1999,
      gender: 'M',
    });
    expect(reading.photo).toEqual(JP2_PHOTO);
  });

  it('reads the V1 layout (no version), the V3 layout (mobile digits before the photo) and the hashes', async () => {
    const certs = await certificates(signer);
    const v1 = readAadhaarQr(
      signedSecureQr({ ...FIELDS, version: undefined, emailMobileIndicator: 3 }, signer),
      certs,
      NOW,
    );
    expect(v1).toMatchObject({ check: 'VERIFIED', name: 'Ravi Kumar', aadhaarLast4: '1234' });
    expect(v1.photo).toEqual(JP2_PHOTO);
    const v3 = readAadhaarQr(
      signedSecureQr({ ...FIELDS, version: 'V3', mobileLast4: '9876', emailMobileIndicator: 2 }, signer),
      certs,
      NOW,
    );
    expect(v3).toMatchObject({ check: 'VERIFIED', dateOfBirth: '1999-08-05' });
    expect(v3.photo).toEqual(JP2_PHOTO);
  });

  it('marks a QR whose bytes were changed after signing as not verified', async () => {
    const signed = secureQrSignedBytes(FIELDS);
    const signature = signBytes(signed, signer);
    const tampered = Buffer.from(signed.toString('latin1').replace('Ravi Kumar', 'Ravi Kumax'), 'latin1');
    const reading = readAadhaarQr(
      qrTextOf(Buffer.concat([tampered, signature])),
      await certificates(signer),
      NOW,
    );
    expect(reading).toMatchObject({ check: 'SIGNATURE_INVALID', certificateFile: null, name: 'Ravi Kumax' });
  });

  it('marks a QR signed by a key that is not UIDAI’s as not verified', async () => {
    const stranger = makeSigner(year(2025), year(2029));
    const reading = readAadhaarQr(signedSecureQr(FIELDS, stranger), await certificates(signer), NOW);
    expect(reading.check).toBe('SIGNATURE_INVALID');
  });

  it('does not verify with a certificate that had expired when the QR was made', async () => {
    const expired = makeSigner(year(2021), year(2024));
    const reading = readAadhaarQr(signedSecureQr(FIELDS, expired), await certificates(expired), NOW);
    expect(reading).toMatchObject({ check: 'CERTIFICATE_OUT_OF_DATE', certificateFile: null });
  });

  it('still verifies a card made while its certificate was in date, after that certificate has expired', async () => {
    const old = makeSigner(year(2021), year(2024));
    const printed = { ...FIELDS, referenceId: '123420220301090000000' };
    const reading = readAadhaarQr(signedSecureQr(printed, old), await certificates(signer, old), NOW);
    expect(reading).toMatchObject({ check: 'VERIFIED', certificateFile: 'test_signer_1.pem' });
  });

  it('says so when no certificate is installed', () => {
    expect(readAadhaarQr(signedSecureQr(FIELDS, signer), [], NOW).check).toBe('NO_CERTIFICATE');
  });

  it('reads the older XML QR as not verified and keeps only its last 4 digits', async () => {
    const reading = readAadhaarQr(xmlQr('987654321098'), await certificates(signer), NOW);
    expect(reading).toEqual({
      format: 'XML_QR',
      check: 'UNSIGNED',
      certificateFile: null,
      photo: null,
      aadhaarLast4: '1098',
      name: 'Asha Verma',
      dateOfBirth: '1998-03-14',
      yearOfBirth: 1998,
      gender: 'F',
    });
    expect(JSON.stringify(reading)).not.toContain('98765432');
  });

  it('refuses what is no Aadhaar QR with a sentence saying what to scan', () => {
    for (const text of ['upi://pay?pa=x@y', '12345', '9'.repeat(400), '<PrintLetterBarcodeData name="x"/>']) {
      expect(() => readAadhaarQr(text, [], NOW)).toThrow(QrFormatError);
    }
    const unsigned = qrTextOf(Buffer.from('V2\xff0\xff1234', 'latin1'));
    expect(() => readAadhaarQr(unsigned, [], NOW)).toThrow(/could not be read whole/);
  });

  it('reads DER and PEM certificate files alike, newest first, and ignores other files', async () => {
    const folder = certificateFolder([signer]);
    const der = makeSigner(year(2026), year(2030));
    const body = der.certificatePem.replace(/-----[^-]+-----|\s/g, '');
    writeFileSync(join(folder, 'next.cer'), Buffer.from(body, 'base64'));
    writeFileSync(join(folder, 'README.md'), '# not a certificate');
    const loaded = await loadUidaiCertificates(folder);
    expect(loaded.map((c) => c.file)).toEqual(['next.cer', 'test_signer_0.pem']);
    expect(await loadUidaiCertificates(join(folder, 'missing'))).toEqual([]);
  });
});
