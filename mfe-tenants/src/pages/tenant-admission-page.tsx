import { href } from '@pgportal/contracts/paths';
import { ErrorBoundary, Page, PageHeader } from '@pgportal/ui';
import { useState } from 'react';
import { useNavigate } from '@pgportal/runtime/router';
import { useSendAadhaarQr } from '../features/aadhaar-qr/api/send-aadhaar-qr';
import { AdmissionAadhaar } from '../features/aadhaar-qr/components/admission-aadhaar';
import { TenantForm } from '../features/tenants/components/tenant-form';

/**
 * /app/tenants/admission: 'New Tenant'; after adding, the tenants list replaces this page in
 * history. An Aadhaar QR read on the form is sent once the tenant exists (issue 45); if the server
 * refuses it, its message shows and the tenant stays added (the QR can be read again on Tenant Details).
 */
export default function TenantAdmissionPage() {
  const navigate = useNavigate();
  const [aadhaarQr, setAadhaarQr] = useState<string | null>(null);
  const sendQr = useSendAadhaarQr();
  const toList = () => navigate(href('tenants'), { replace: true });
  return (
    <Page>
      <PageHeader
        title="New Tenant"
        description="The tenant joins the property named below and receives an e-mail to verify their address."
      />
      <ErrorBoundary>
        <TenantForm
          onSaved={toList}
          onCancel={() => navigate(href('tenants'))}
          onAdded={async (tenant) => {
            if (aadhaarQr) await sendQr.trigger({ tenantId: tenant._id, qrText: aadhaarQr });
          }}
        >
          <AdmissionAadhaar qrText={aadhaarQr} onChange={setAadhaarQr} />
        </TenantForm>
      </ErrorBoundary>
    </Page>
  );
}
