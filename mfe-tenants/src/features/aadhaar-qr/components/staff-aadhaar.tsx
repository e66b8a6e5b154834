import type { Tenant } from '@pgportal/contracts/types';
import { AADHAAR_WORDS_EN } from '../../../i18n/aadhaar-words';
import { useSendAadhaarQr } from '../api/send-aadhaar-qr';
import { AadhaarSection } from './aadhaar-section';

/** Tenant Details (staff): the tenant's Aadhaar from its QR. */
export function StaffAadhaar({ tenant }: { tenant: Tenant }) {
  const sendQr = useSendAadhaarQr();
  return (
    <AadhaarSection
      aadhaar={tenant.aadhaar}
      words={AADHAAR_WORDS_EN}
      send={async (qrText) => (await sendQr.trigger({ tenantId: tenant._id, qrText })).ok}
    />
  );
}
