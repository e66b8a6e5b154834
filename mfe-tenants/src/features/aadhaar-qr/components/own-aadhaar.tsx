import type { Tenant } from '@pgportal/contracts/types';
import { AADHAAR_WORDS_EN, type AadhaarWords } from '../../../i18n/aadhaar-words';
import { useT } from '../../../i18n/catalogue';
import { useSendOwnAadhaarQr } from '../api/send-aadhaar-qr';
import { AadhaarSection } from './aadhaar-section';

/** The tenant's Profile: their own Aadhaar from its QR, in their language. */
export function OwnAadhaar({ tenant }: { tenant: Tenant }) {
  const { t } = useT();
  const sendQr = useSendOwnAadhaarQr();
  // {{date}}, {{who}} and {{name}} are filled in by the summary
  const words = Object.fromEntries(
    Object.keys(AADHAAR_WORDS_EN).map((key) => [
      key,
      t(key as keyof AadhaarWords, { date: '{{date}}', who: '{{who}}', name: '{{name}}' }),
    ]),
  ) as AadhaarWords;
  return (
    <AadhaarSection
      aadhaar={tenant.aadhaar}
      words={words}
      send={async (qrText) => (await sendQr.trigger({ qrText })).ok}
    />
  );
}
