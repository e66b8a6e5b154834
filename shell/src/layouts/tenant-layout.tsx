import { API } from '@pgportal/contracts/api-paths';
import { api } from '@pgportal/contracts/api';
import { PATHS } from '@pgportal/contracts/paths';
import { formatName } from '@pgportal/contracts/format';
import type { Language } from '@pgportal/contracts/enums';
import { LanguageSwitch } from '@pgportal/runtime/i18n';
import { useSession } from '@pgportal/runtime/session';
import { useT } from '../i18n/catalogue';
import { KitInTenantLanguage } from '../i18n/kit-labels';
import { ChatIcon, HomeIcon, ReceiptIcon } from './nav-icons';
import { InstallHint } from '../offline/install-hint';
import { OfflineBanner } from '../offline/offline-banner';
import { PortalLayout } from './portal-layout';
import { PrivacyNoticeDialog } from './privacy-notice-dialog';
import type { NavItem } from './portal-layout';

/** The tenant's choice is kept on the server; a failed save leaves the screen switched for now. */
const saveLanguage = (language: Language) => {
  api
    .put(API.tenant.language, { language })
    .catch((error: unknown) => console.warn('language not saved', error));
};

/** /tenant (SPEC §2): Home, Billing and My Complaints (issue 22: in the phone's bottom bar), a Profile button, the tenant's avatar and name, role TENANT; in English or Hindi (issue 27); the privacy notice until they agree (issue 45). */
export function TenantLayout() {
  const tenant = useSession((state) => state.tenant);
  const { t } = useT();
  const nav: readonly NavItem[] = [
    { to: PATHS.tenantDashboard, label: t('home'), icon: <HomeIcon /> },
    { to: PATHS.tenantBilling, label: t('billing'), icon: <ReceiptIcon /> },
    { to: PATHS.tenantComplaints, label: t('myComplaints'), icon: <ChatIcon /> },
  ];
  return (
    <KitInTenantLanguage>
      <PortalLayout
        homePath={PATHS.tenantDashboard}
        nav={nav}
        person={{
          name: formatName(tenant?.fullName) || t('guest'),
          roleLabel: t('role'),
          avatarUrl: tenant?.profilePhoto?.url ?? null,
        }}
        profileButton={{ label: t('profile'), to: PATHS.tenantProfile }}
        topBarStart={<LanguageSwitch className="portal-language" onChosen={saveLanguage} />}
        labels={{ skip: t('skip'), help: t('help'), logout: t('logout'), mainNav: t('mainNav') }}
        banner={
          <>
            <OfflineBanner />
            <InstallHint />
          </>
        }
      />
      <PrivacyNoticeDialog onLanguageChosen={saveLanguage} />
    </KitInTenantLanguage>
  );
}
