import { formatINR, formatName } from '@pgportal/contracts/format';
import type { StatementLine } from '@pgportal/contracts/types';
import { Button, Modal, SearchSelect, SelectField, layout, type SearchOption } from '@pgportal/ui';
import { useState } from 'react';
import { useMatchLine } from '../api/decide-line';
import { useTenantInvoices, useTenantSearch } from '../api/pick-invoice';

interface MatchLineModalProps {
  line: StatementLine;
  onClose: () => void;
}

/** Places an unmatched credit on a tenant's invoice: the payment is recorded. */
export function MatchLineModal({ line, onClose }: MatchLineModalProps) {
  const [search, setSearch] = useState('');
  const [tenant, setTenant] = useState<SearchOption | null>(null);
  const [billingId, setBillingId] = useState('');
  const tenants = useTenantSearch(search);
  const invoices = useTenantInvoices(tenant?.value ?? null);
  const matching = useMatchLine();
  const open = (invoices.data ?? []).filter((invoice) => invoice.outstandingAmount > 0);

  const save = async () => {
    const result = await matching.trigger({ lineId: line._id, billingId });
    if (result.ok) onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Match to an invoice"
      description={`${formatINR(line.amount)} · ${line.narration}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={!billingId} loading={matching.isMutating}>
            Record payment
          </Button>
        </>
      }
    >
      <div className={layout.stack}>
        <SearchSelect
          label="Tenant"
          required
          placeholder="Type a name, e-mail or phone"
          selected={tenant}
          onSearch={setSearch}
          loading={tenants.isLoading}
          options={tenants.data?.data.map((item) => ({
            value: item._id,
            label: formatName(item.fullName),
            meta: item.email,
          }))}
          onSelect={(option) => {
            setTenant(option);
            setBillingId('');
          }}
        />
        {tenant ? (
          <SelectField
            label="Invoice"
            required
            placeholder={open.length ? 'Choose an invoice' : 'Nothing outstanding'}
            options={open.map((invoice) => ({
              value: invoice._id,
              label: `${invoice.invoiceId} · ${formatINR(invoice.outstandingAmount)} due`,
            }))}
            value={billingId}
            onChange={(event) => setBillingId(event.target.value)}
          />
        ) : null}
      </div>
    </Modal>
  );
}
