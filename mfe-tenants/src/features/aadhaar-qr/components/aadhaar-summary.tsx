import type { AadhaarCheck } from '@pgportal/contracts/enums';
import { formatDayMonthYear } from '@pgportal/contracts/format';
import type { TenantAadhaar } from '@pgportal/contracts/types';
import { Badge, layout } from '@pgportal/ui';
import { useState } from 'react';
import type { AadhaarWords } from '../../../i18n/aadhaar-words';
import * as styles from './aadhaar-qr.module.css';

const CHECK_WORD: Record<AadhaarCheck, keyof AadhaarWords> = {
  VERIFIED: 'aadhaarVerified',
  UNSIGNED: 'aadhaarUnsigned',
  SIGNATURE_INVALID: 'aadhaarSignatureInvalid',
  CERTIFICATE_OUT_OF_DATE: 'aadhaarCertificateOutOfDate',
  NO_CERTIFICATE: 'aadhaarNoCertificate',
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => values[name] ?? '');

/** The QR's photo (the server's PNG of its JPEG 2000), or a line saying it cannot be shown. */
function AadhaarPhoto({ url, name, words }: { url: string; name: string; words: AadhaarWords }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === url) return <p className={layout.muted}>{words.aadhaarPhotoUnreadable}</p>;
  return (
    <img
      className={styles.photo}
      src={url}
      alt={fill(words.aadhaarPhotoAlt, { name })}
      onError={() => setFailed(url)}
    />
  );
}

/** What the QR said: its photo, the masked number, name, birth, gender, and who read it when. */
export function AadhaarSummary({ aadhaar, words }: { aadhaar: TenantAadhaar; words: AadhaarWords }) {
  const date = formatDayMonthYear(aadhaar.verifiedAt);
  const who = aadhaar.verifiedByName;
  const birth = aadhaar.dateOfBirth ? formatDayMonthYear(aadhaar.dateOfBirth) : aadhaar.yearOfBirth;
  return (
    <div className={styles.withPhoto}>
      {aadhaar.photo ? <AadhaarPhoto url={aadhaar.photo.url} name={aadhaar.name} words={words} /> : null}
      <div className={layout.stackSm}>
        <div>
          <Badge tone={aadhaar.verified ? 'success' : 'warning'}>{words[CHECK_WORD[aadhaar.check]]}</Badge>
        </div>
        <dl className={styles.summary}>
          <dt>{words.aadhaarNumber}</dt>
          <dd>{aadhaar.maskedNumber}</dd>
          <dt>{words.aadhaarName}</dt>
          <dd>{aadhaar.name}</dd>
          {birth ? (
            <>
              <dt>{words.aadhaarBirth}</dt>
              <dd>{birth}</dd>
            </>
          ) : null}
          {aadhaar.gender ? (
            <>
              <dt>{words.aadhaarGender}</dt>
              <dd>{words[`aadhaarGender${aadhaar.gender}`]}</dd>
            </>
          ) : null}
        </dl>
        <p className={layout.muted}>
          {fill(aadhaar.verified ? words.aadhaarVerifiedOn : words.aadhaarReadOn, { date, who })}
        </p>
      </div>
    </div>
  );
}
