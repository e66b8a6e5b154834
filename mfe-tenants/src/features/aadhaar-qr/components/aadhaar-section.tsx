import type { TenantAadhaar } from '@pgportal/contracts/types';
import { Button, Card, layout } from '@pgportal/ui';
import { useState } from 'react';
import type { AadhaarWords } from '../../../i18n/aadhaar-words';
import { AadhaarQrReader } from './aadhaar-qr-reader';
import { AadhaarSummary } from './aadhaar-summary';

interface AadhaarSectionProps {
  aadhaar: TenantAadhaar | null | undefined;
  /** sends the QR's text; true when the server kept it */
  send: (qrText: string) => Promise<boolean>;
  words: AadhaarWords;
}

/** 'Aadhaar' on Tenant Details and the tenant's Profile: what the last QR said, and 'Read Aadhaar QR'. */
export function AadhaarSection({ aadhaar, send, words }: AadhaarSectionProps) {
  const [reading, setReading] = useState(false);
  return (
    <Card title={words.aadhaarTitle} aria-label={words.aadhaarTitle}>
      <div className={layout.stack}>
        {aadhaar ? (
          <AadhaarSummary aadhaar={aadhaar} words={words} />
        ) : (
          <p className={layout.muted}>{words.aadhaarNone}</p>
        )}
        <div>
          <Button variant="secondary" onClick={() => setReading(true)}>
            {aadhaar ? words.aadhaarScanAgain : words.aadhaarScan}
          </Button>
        </div>
        <AadhaarQrReader open={reading} onClose={() => setReading(false)} onText={send} words={words} />
      </div>
    </Card>
  );
}
