// The staff dashboard's 'Waiting for you' (issue 42), exposed to the shell as the widget `waiting`:
// what waits in the current property, or in every property the person runs, each row opening the
// place to act on it; a payment claim is confirmed or rejected right from its row.
import { isAdminRole } from '@pgportal/contracts/enums';
import type { WaitingItemAnswer } from '@pgportal/contracts/responses';
import { useSession } from '@pgportal/runtime/session';
import { Button, Card, CheckboxField, LoadFailed, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useConfirmClaim } from '../features/invoices/api/claim-payment';
import { describeClaim, type ClaimToDecide } from '../features/invoices/components/invoice-claims';
import { RejectClaimModal } from '../features/invoices/components/reject-claim-modal';
import { useWaiting } from '../features/waiting/api';
import { WaitingList } from '../features/waiting/components/waiting-list';

const claimOf = (item: WaitingItemAnswer): ClaimToDecide => ({
  invoice: { _id: item.invoiceId ?? '', invoiceId: item.invoiceNumber ?? '' },
  claim: { _id: item._id, utr: item.reference ?? '', amount: item.amount ?? 0 },
});

export function WaitingForYou() {
  const user = useSession((state) => state.user);
  const runsSeveral = isAdminRole(user?.role) || (user?.assignedPGs.length ?? 0) > 1;
  const [everyProperty, setEveryProperty] = useState(false);
  const scope = runsSeveral && everyProperty ? 'all' : 'current';
  const { data, error, mutate } = useWaiting(scope);
  const confirm = useConfirmClaim();
  const [rejecting, setRejecting] = useState<ClaimToDecide | null>(null);

  const claimActions = (item: WaitingItemAnswer) => {
    const claim = claimOf(item);
    return (
      <>
        <Button
          size="sm"
          loading={confirm.isMutating}
          aria-label={`Confirm ${describeClaim(claim)}`}
          onClick={() => void confirm.trigger({ billingId: claim.invoice._id, claimId: claim.claim._id })}
        >
          Confirm
        </Button>
        <Button size="sm" variant="secondary" aria-label={`Reject ${describeClaim(claim)}`} onClick={() => setRejecting(claim)}>
          Reject
        </Button>
      </>
    );
  };

  const total = data?.counts.total;
  const title = total ? `Waiting for you (${total})` : 'Waiting for you';
  return (
    <Card title={title} aria-label={title}>
      <div className={layout.stack}>
        {runsSeveral ? (
          <CheckboxField
            label="All my properties"
            checked={everyProperty}
            onChange={(event) => setEveryProperty(event.target.checked)}
          />
        ) : null}
        {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
        <WaitingList items={data?.items} showProperty={scope === 'all'} claimActions={claimActions} />
      </div>
      <RejectClaimModal entry={rejecting} onClose={() => setRejecting(null)} />
    </Card>
  );
}

export default WaitingForYou;
