import { href } from '@pgportal/contracts/paths';
import type { Invoice } from '@pgportal/contracts/types';
import { LoadingBlock } from '@pgportal/ui';
import { lazy, Suspense, useState } from 'react';
import { useMyInvoices } from '../api';
import { DueSummary } from './due-summary';
import { useT } from '../../../i18n/catalogue';

const IHavePaidModal = lazy(() => import('./i-have-paid-modal').then((module) => ({ default: module.IHavePaidModal })));

/**
 * The top of the tenant's Home (issue 42): what is due, by when, and the pay button, before
 * anything else; 'I have paid' opens the same claim as on Billing.
 */
export function HomeDue() {
  const { data } = useMyInvoices();
  const [claiming, setClaiming] = useState<readonly Invoice[] | null>(null);
  const { t } = useT();
  if (!data) return <LoadingBlock label={t('loadingBilling')} />;
  const open = data.filter((invoice) => invoice.outstandingAmount > 0);
  return (
    <>
      <DueSummary open={open} onClaimAll={setClaiming} billingHref={href('tenantBilling')} />
      {claiming ? (
        <Suspense fallback={null}>
          <IHavePaidModal invoices={claiming} onClose={() => setClaiming(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
