import { ErrorBoundary, Page, PageHeader, layout } from '@pgportal/ui';
import { ExitStatementLink } from '../features/exit/components/exit-statement-link';
import { MyElectricity } from '../features/electricity/components/my-electricity';
import { MyBilling } from '../features/invoices/components/my-billing';
import { RentReceipts } from '../features/invoices/components/rent-receipts';
import { useMyInvoices } from '../features/invoices/api';
import { UnreadOfficeNotice } from '../features/office-notices/components/unread-office-notice';
import { MyNotice } from '../features/notices/components/my-notice';
import { useOwnTenant } from '../features/tenants/api';
import { useT } from '../i18n/catalogue';
import { KitInTenantLanguage } from '../i18n/kit-labels';

/**
 * /tenant/billing: the tenant's invoices, what they owe, downloads and UPI codes, their electricity
 * shares, their deposit and notice, and the way to their exit statement once one is sent.
 */
export default function TenantBillingPage() {
  const { data: tenant } = useOwnTenant();
  const { data: invoices } = useMyInvoices();
  const { t } = useT();
  return (
    <KitInTenantLanguage>
      <Page>
        <PageHeader title={t('billingTitle')} />
        <div className={layout.stackLg}>
          <MyBilling>
            <ErrorBoundary>
              <UnreadOfficeNotice />
            </ErrorBoundary>
          </MyBilling>
          {tenant ? <RentReceipts tenantId={tenant._id} invoices={invoices} translated /> : null}
          <MyElectricity />
          <MyNotice tenant={tenant}>
            <ExitStatementLink />
          </MyNotice>
        </div>
      </Page>
    </KitInTenantLanguage>
  );
}
