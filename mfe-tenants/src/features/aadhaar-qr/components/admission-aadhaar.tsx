import { Button, Card, Notice, layout } from '@pgportal/ui';
import { useState } from 'react';
import { AADHAAR_WORDS_EN as WORDS } from '../../../i18n/aadhaar-words';
import { AadhaarQrReader } from './aadhaar-qr-reader';

interface AdmissionAadhaarProps {
  qrText: string | null;
  onChange: (qrText: string | null) => void;
}

/**
 * New Tenant: the Aadhaar QR read before the tenant exists; the page sends it once the tenant is
 * added, and the server decodes and checks it then.
 */
export function AdmissionAadhaar({ qrText, onChange }: AdmissionAadhaarProps) {
  const [reading, setReading] = useState(false);
  return (
    <Card title={WORDS.aadhaarTitle} aria-label={WORDS.aadhaarTitle}>
      <div className={layout.stack}>
        {qrText ? (
          <>
            <Notice role="status">{WORDS.aadhaarQrRead}</Notice>
            <div>
              <Button variant="ghost" onClick={() => onChange(null)}>
                {WORDS.aadhaarQrRemove}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className={layout.muted}>{WORDS.aadhaarNone}</p>
            <div>
              <Button variant="secondary" onClick={() => setReading(true)}>
                {WORDS.aadhaarScan}
              </Button>
            </div>
          </>
        )}
        <AadhaarQrReader
          open={reading}
          onClose={() => setReading(false)}
          onText={async (text) => {
            onChange(text);
            return true;
          }}
          words={WORDS}
        />
      </div>
    </Card>
  );
}
