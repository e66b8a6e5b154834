// UIDAI's public signing certificates, read from a folder (UIDAI_CERT_DIR, by default
// api/certs/uidai): every .cer/.pem/.crt there is a candidate, and the one in date when the QR
// was generated is used, so the next certificate is added by dropping its file beside the others.
// Read on each verification (a handful of small files): the server keeps no copies between requests.
import { X509Certificate } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface UidaiCertificate {
  file: string;
  certificate: X509Certificate;
  validFrom: Date;
  validTo: Date;
}

const CERTIFICATE_FILE = /\.(cer|crt|pem)$/i;

/** One certificate, PEM or DER. */
export function parseCertificate(file: string, bytes: Buffer): UidaiCertificate {
  const certificate = new X509Certificate(bytes);
  return {
    file,
    certificate,
    validFrom: new Date(certificate.validFrom),
    validTo: new Date(certificate.validTo),
  };
}

/** Every certificate in the folder, newest first; a missing folder is none. */
export async function loadUidaiCertificates(folder: string): Promise<UidaiCertificate[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const certificates = await Promise.all(
    names
      .filter((name) => CERTIFICATE_FILE.test(name))
      .sort()
      .map(async (name) => parseCertificate(name, await readFile(join(folder, name)))),
  );
  return certificates.sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime());
}
