import { ErrorBoundary, LoadFailed, LoadingBlock, Page, PageHeader, layout } from '@pgportal/ui';
import { OwnAadhaar } from '../features/aadhaar-qr/components/own-aadhaar';
import { OwnPrivacy } from '../features/privacy/components/own-privacy';
import { ProfileForm } from '../features/profile/components/profile-form';
import { useOwnTenant } from '../features/tenants/api';
import { useT } from '../i18n/catalogue';
import { KitInTenantLanguage } from '../i18n/kit-labels';

function OwnProfile() {
  const { data: tenant, error, mutate } = useOwnTenant();
  const { t } = useT();
  if (error && !tenant) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!tenant) return <LoadingBlock label={t('loadingProfile')} />;
  return (
    <div className={layout.stackLg}>
      <ProfileForm key={tenant.updatedAt} tenant={tenant} />
      <OwnAadhaar tenant={tenant} />
      <OwnPrivacy />
    </div>
  );
}

/** /tenant/profile: the tenant's photo, name, e-mail and phone (they change the phone and photo), their Aadhaar from its QR, and their data: the privacy notice and a copy to download (issue 45). */
export default function TenantProfilePage() {
  const { t } = useT();
  return (
    <KitInTenantLanguage>
      <Page>
        <PageHeader title={t('profileTitle')} />
        <ErrorBoundary>
          <OwnProfile />
        </ErrorBoundary>
      </Page>
    </KitInTenantLanguage>
  );
}
