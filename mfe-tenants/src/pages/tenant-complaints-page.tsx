import { Page, PageHeader } from '@pgportal/ui';
import { RemoteWidget } from '@pgportal/runtime/widgets';
import { useT } from '../i18n/catalogue';
import { KitInTenantLanguage } from '../i18n/kit-labels';

/** /tenant/complaints: 'My Complaints' in the tenant's bottom bar (the complaints remote's widget). */
export default function TenantComplaintsPage() {
  const { t } = useT();
  return (
    <KitInTenantLanguage>
      <Page>
        <PageHeader title={t('myComplaints')} />
        <RemoteWidget remote="mfe_complaints" widget="myComplaints" />
      </Page>
    </KitInTenantLanguage>
  );
}
