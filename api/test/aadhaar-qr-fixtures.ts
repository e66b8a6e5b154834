// Aadhaar Secure QR payloads built as UIDAI's published layout has them and signed with a key made
// in the test, with a self-signed certificate standing in for UIDAI's (the verification takes the
// certificate as input). Nothing here is a real person's data.
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import forge from 'node-forge';

export interface TestSigner {
  privateKey: KeyObject;
  certificatePem: string;
}

/** An RSA-2048 key and a certificate for it, valid from `from` to `to`. */
export function makeSigner(from: Date, to: Date, commonName = 'Test UIDAI signer'): TestSigner {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  certificate.serialNumber = '01';
  certificate.validity.notBefore = from;
  certificate.validity.notAfter = to;
  const subject = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  signWithNode(certificate, privateKey);
  return { privateKey, certificatePem: forge.pki.certificateToPem(certificate) };
}

/** forge has it (certificate.sign calls it); its type declarations leave it out. */
type ForgePkiWithTbs = typeof forge.pki & {
  getTBSCertificate: (certificate: forge.pki.Certificate) => forge.asn1.Asn1;
};

/**
 * Signs the certificate as forge's `certificate.sign` does, but with Node's native RSA: forge's pure
 * JavaScript RSA takes about two seconds a certificate.
 */
function signWithNode(certificate: forge.pki.Certificate, privateKey: KeyObject): void {
  const algorithm = forge.pki.oids.sha256WithRSAEncryption!;
  certificate.signatureOid = algorithm;
  certificate.siginfo.algorithmOid = algorithm;
  certificate.md = forge.md.sha256.create();
  const toBeSigned = (forge.pki as ForgePkiWithTbs).getTBSCertificate(certificate);
  certificate.tbsCertificate = toBeSigned;
  const der = Buffer.from(forge.asn1.toDer(toBeSigned).getBytes(), 'binary');
  certificate.signature = createSign('sha256').update(der).sign(privateKey).toString('binary');
}

/** A folder holding the signers' certificates, as UIDAI_CERT_DIR would. */
export function certificateFolder(signers: readonly TestSigner[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'uidai-certs-'));
  signers.forEach((signer, at) =>
    writeFileSync(join(folder, `test_signer_${at}.pem`), signer.certificatePem),
  );
  return folder;
}

/**
 * A genuine JPEG 2000 (JP2) photo, as UIDAI's QR carries one: a 48 by 60 drawing of a face, made for
 * these tests with OpenJPEG's encoder (`opj_compress -i face.ppm -o face.jp2 -r 15 -n 4`), 590 bytes.
 * Its codestream's markers hold bytes 255, which must not be taken for field separators.
 */
export const JP2_PHOTO = Buffer.from(
  [
    'AAAADGpQICANCocKAAAAFGZ0eXBqcDIgAAAAAGpwMiAAAAAtanAyaAAAABZpaGRyAAAAPAAAADAAAwcHAAAAAAAP',
    'Y29scgEAAAAAABAAAAIBanAyY/9P/1EALwAAAAAAMAAAADwAAAAAAAAAAAAAADAAAAA8AAAAAAAAAAAAAwcBAQcB',
    'AQcBAf9SAAwAAAABAQMEBAAB/1wADUBASEhQSEhQSEhQ/2QAJQABQ3JlYXRlZCBieSBPcGVuSlBFRyB2ZXJzaW9u',
    'IDIuNS4w/5AACgAAAAABgAAB/5PfMgAi8Bj3HPQx5Xik5hkbJxJ5xBHnalaQbpx/Evu1yNkAIs+QqD2hxA+g3Cdq',
    '0YaczKOZiglz2LM/5s+QqD+sqPE8YGJbg1iLxKd8Wx66zl2A3MfGYnzE4fAaGVSx5eyk7/OqC51QLXqjzYC0pQk5',
    'ko8lIEESqRXVSlg7iiMUT8WLtkqF7RXlmP4E6CgEyKC4gs3Do8IwTc0Tv0QFJVkOY8OIhEAagz8M01aMBmuTw61H',
    'wPR5ACnmOkmSyz4JZJXezh6OTN5YYxMifR0phnb8LdejpWy66X/ghg+VZgstUncV1cYHsaZoSBwZ6RdzJA5kbMuZ',
    'c4efTsBUgdzbCICAx2jjtRHngI9TNrXv0RHq/MWk8h6NF7yFwnkefkawaBwh5X+Wc9bjbBUgjS9p7tqesUebkNoF',
    'Tq4hAad8eszpkHy23i8OBINKalDe36BvtwVIk4uJ7Fheyrttbl6hZM0slLZvyvOOFWOs8GitF3FExYCA/9k=',
  ].join(''),
  'base64',
);
export const JP2_PHOTO_SIZE = { width: 48, height: 60 };

export interface SecureQrFields {
  version?: string;
  /** the last 4 digits of the Aadhaar number, then YYYYMMDDHHMMSSmmm */
  referenceId: string;
  name: string;
  dateOfBirth: string;
  gender: string;
  careOf?: string;
  district?: string;
  pincode?: string;
  state?: string;
  mobileLast4?: string;
  photo?: Buffer;
  /** 0 none, 1 e-mail, 2 mobile, 3 both: that many 32-byte hashes follow the photo */
  emailMobileIndicator?: 0 | 1 | 2 | 3;
}

/** The bytes before the signature, in the published order. */
export function secureQrSignedBytes(fields: SecureQrFields): Buffer {
  const indicator = fields.emailMobileIndicator ?? 0;
  const text = [
    ...(fields.version ? [fields.version] : []),
    String(indicator),
    fields.referenceId,
    fields.name,
    fields.dateOfBirth,
    fields.gender,
    fields.careOf ?? 'S/O: Test Parent',
    fields.district ?? 'Bengaluru Urban',
    'Near Test Park', // landmark
    '12', // house
    'Test Layout', // location
    fields.pincode ?? '560001',
    'Test PO', // post office
    fields.state ?? 'Karnataka',
    '1st Main', // street
    'Bangalore North', // sub-district
    'Bengaluru', // VTC
    ...(fields.mobileLast4 !== undefined ? [fields.mobileLast4] : []),
  ];
  const parts: Buffer[] = [];
  for (const field of text) parts.push(Buffer.from(field, 'utf8'), Buffer.from([255]));
  parts.push(fields.photo ?? JP2_PHOTO);
  const hashes = (indicator & 1 ? 1 : 0) + (indicator & 2 ? 1 : 0);
  for (let at = 0; at < hashes; at += 1) parts.push(Buffer.alloc(32, 0xab));
  return Buffer.concat(parts);
}

export const signBytes = (bytes: Buffer, signer: TestSigner) =>
  createSign('RSA-SHA256').update(bytes).sign(signer.privateKey);

/** Compressed and written as the decimal number the QR holds. */
export const qrTextOf = (bytes: Buffer) => BigInt(`0x${gzipSync(bytes).toString('hex')}`).toString(10);

/** A Secure QR's text signed by `signer`. */
export function signedSecureQr(fields: SecureQrFields, signer: TestSigner): string {
  const signed = secureQrSignedBytes(fields);
  return qrTextOf(Buffer.concat([signed, signBytes(signed, signer)]));
}

/** An older, unsigned XML QR. */
export const xmlQr = (uid: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<PrintLetterBarcodeData uid="${uid}" name="Asha Verma" gender="F" yob="1998" co="D/O: Ravi Verma" house="12" street="MG Road" vtc="Pune" dist="Pune" state="Maharashtra" pc="411001" dob="14/03/1998"/>`;
