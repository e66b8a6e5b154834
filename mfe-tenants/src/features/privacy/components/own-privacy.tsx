import { useState } from 'react';
import { API } from '@pgportal/contracts/api-paths';
import { API_BASE } from '@pgportal/contracts/api';
import { formatDayMonthYear } from '@pgportal/contracts/format';
import { privacyNoticeIn } from '@pgportal/contracts/privacy-notice';
import type { PrivacyConsentStatus } from '@pgportal/contracts/types';
import { Button, Card, PrivacyNoticeText, buttonClassName, cx, layout } from '@pgportal/ui';
import { useApiQuery } from '@pgportal/ui/data';
import { useT } from '../../../i18n/catalogue';

/**
 * The tenant's Profile (issue 45): when and how they agreed to the privacy notice, the notice to
 * read again (a disclosure button: Enter or Space opens it), and their data to download as a JSON file.
 */
export function OwnPrivacy() {
  const { t, language } = useT();
  const [reading, setReading] = useState(false);
  const { data: status } = useApiQuery<PrivacyConsentStatus>(API.tenant.myPrivacyConsent);
  const latest = status?.consents.find((consent) => consent.version === status.currentVersion);
  const agreed = latest
    ? t(latest.method === 'PAPER' ? 'privacyPaperOn' : 'privacyAgreedOn', {
        version: latest.version,
        date: formatDayMonthYear(latest.acceptedAt),
        who: latest.recordedByName,
      })
    : status
      ? t('privacyNotAgreed')
      : null;
  return (
    <Card>
      <section className={layout.stackLg} aria-labelledby="own-privacy-title">
        <h2 id="own-privacy-title" className={layout.textStrong}>
          {t('privacyTitle')}
        </h2>
        {agreed ? <p>{agreed}</p> : null}
        <div className={layout.stack}>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={reading}
            aria-controls="own-privacy-notice"
            onClick={() => setReading((open) => !open)}
          >
            {t('privacyRead')}
          </Button>
          <div id="own-privacy-notice" hidden={!reading}>
            <PrivacyNoticeText notice={privacyNoticeIn(language)} />
          </div>
        </div>
        <div className={layout.stackSm}>
          <a
            className={buttonClassName('secondary', 'sm')}
            href={`${API_BASE}${API.tenant.myData}`}
            download
            aria-describedby="own-privacy-download-hint"
          >
            {t('downloadMyData')}
          </a>
          <p id="own-privacy-download-hint" className={cx(layout.muted, layout.textSm)}>
            {t('downloadMyDataHint')}
          </p>
        </div>
      </section>
    </Card>
  );
}
