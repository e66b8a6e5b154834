import { formatName } from '@pgportal/contracts/format';
import { FormModal, LoadFailed, LoadingBlock } from '@pgportal/ui';
import { useTenantTerms } from '../api';
import { MoveTenantForm } from './move-tenant-form';

interface MoveTenantDialogProps {
  /** the tenant to move; null closes the dialog */
  tenant: { _id: string; fullName: string } | null;
  onClose: () => void;
}

/** 'Move to another bed' (the bed row menu, and the tenant page through the room page). */
export function MoveTenantDialog({ tenant, onClose }: MoveTenantDialogProps) {
  const terms = useTenantTerms(tenant?._id ?? null);
  return (
    <FormModal
      open={tenant !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title="Move to another bed"
      description={
        tenant
          ? `${formatName(tenant.fullName)} keeps their billing day; this period's invoice stays as it is.`
          : undefined
      }
    >
      {({ onStatusChange }) => {
        if (!tenant) return null;
        if (terms.error && !terms.data)
          return <LoadFailed error={terms.error} onRetry={() => void terms.mutate()} />;
        if (!terms.data) return <LoadingBlock label="Loading the tenant's rent" />;
        return (
          <MoveTenantForm
            key={tenant._id}
            tenantId={tenant._id}
            rent={terms.data.monthlyRent}
            mealCost={terms.data.mealCost}
            onSaved={onClose}
            onCancel={onClose}
            onStatusChange={onStatusChange}
          />
        );
      }}
    </FormModal>
  );
}
