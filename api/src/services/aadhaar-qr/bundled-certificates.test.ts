// The certificates the portal ships in api/certs/uidai: each must parse, carry an RSA key and be in
// date today (a certificate past its date still verifies older cards, but the newest must be
// current: the test fails the month UIDAI's certificate expires, as a reminder to add the next).
// With none installed, every Secure QR reads as 'no certificate', never as verified.
import { join } from 'node:path';
import { loadUidaiCertificates } from './certificates';
import { readAadhaarQr } from './verify';
import { makeSigner, signedSecureQr } from '../../../test/aadhaar-qr-fixtures';

const BUNDLED = join(__dirname, '..', '..', '..', 'certs', 'uidai');

describe('the bundled UIDAI certificates', () => {
  it('parse, hold RSA keys, and the newest is in date today; with none, nothing verifies', async () => {
    const certificates = await loadUidaiCertificates(BUNDLED);
    for (const { certificate, file } of certificates) {
      expect([file, certificate.publicKey.asymmetricKeyType]).toEqual([file, 'rsa']);
    }
    const [newest] = certificates;
    if (newest) {
      expect(newest.validFrom.getTime()).toBeLessThanOrEqual(Date.now());
      expect(newest.validTo.getTime()).toBeGreaterThan(Date.now());
    } else {
      const signer = makeSigner(new Date('2025-01-01'), new Date('2029-01-01'));
      const qr = signedSecureQr(
        {
          version: 'V2',
          referenceId: '111120261128101502123',
          name: 'A',
          dateOfBirth: '01-01-2000',
          gender: 'M',
        },
        signer,
      );
      expect(readAadhaarQr(qr, certificates, new Date()).check).toBe('NO_CERTIFICATE');
    }
  });
});
