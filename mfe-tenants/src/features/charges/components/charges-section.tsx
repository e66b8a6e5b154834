import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { ChargeAnswer } from '@pgportal/contracts/responses';
import {
  Button,
  ConfirmDelete,
  DataTable,
  LoadFailed,
  PlusIcon,
  layout,
  type DataTableColumn,
  useChosen,
} from '@pgportal/ui';
import { useState } from 'react';
import { useCharges, useRemoveCharge } from '../api';
import { AddChargeDialog } from './add-charge-dialog';

const describe = (charge: ChargeAnswer) => `${charge.description} (${formatINR(charge.amount)})`;

/**
 * Tenant details, Charges (issue 23): charges and credits waiting for the tenant's next rent
 * invoice ('Add a charge', 'Remove' while pending), and those already billed.
 */
export function ChargesSection({ tenantId }: { tenantId: string }) {
  const { data, error, isLoading, mutate } = useCharges(tenantId);
  const [adding, setAdding] = useState(false);
  const { chosen: toRemove, choose: setToRemove, dialog: toRemoveDialog } = useChosen<ChargeAnswer>();
  const removeCharge = useRemoveCharge();
  const remove = async () => {
    if (!toRemove) return;
    const result = await removeCharge.trigger({ tenantId, chargeId: toRemove.id });
    if (!result.ok) throw result.error;
  };
  const columns: DataTableColumn<ChargeAnswer>[] = [
    { key: 'description', header: 'Description' },
    { key: 'amount', header: 'Amount', align: 'end', render: (charge) => formatINR(charge.amount) },
    {
      key: 'status',
      header: 'Status',
      render: (charge) => (charge.status === 'PENDING' ? 'Pending (next invoice)' : 'Billed'),
    },
    { key: 'createdAt', header: 'Added', render: (charge) => formatDate(charge.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      render: (charge) =>
        charge.status === 'PENDING' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setToRemove(charge)}
            aria-label={`Remove ${describe(charge)}`}
          >
            Remove
          </Button>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="charges-heading" className={layout.stack}>
      <div className={layout.row}>
        <h3 id="charges-heading">Charges</h3>
        <Button variant="secondary" icon={<PlusIcon />} onClick={() => setAdding(true)}>
          Add a charge
        </Button>
      </div>
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <DataTable
        label="Charges"
        columns={columns}
        rows={data}
        getRowId={(charge) => charge.id}
        loading={isLoading}
        emptyText="No charges: the next invoice bills rent and meals only."
      />
      <AddChargeDialog tenantId={tenantId} open={adding} onClose={() => setAdding(false)} />
      <ConfirmDelete
        resource="Charge"
        name={toRemove ? describe(toRemove) : undefined}
        {...toRemoveDialog}
        onConfirm={remove}
      />
    </section>
  );
}
