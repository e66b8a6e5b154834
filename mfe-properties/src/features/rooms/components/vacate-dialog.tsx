import { formatName } from '@pgportal/contracts/format';
import type { Bed } from '@pgportal/contracts/types';
import { Button, Modal, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useVacateTenant } from '../api';

interface VacateDialogProps {
  bed: Bed | null;
  onClose: () => void;
}

/** SPEC §2: vacating asks first; the bed becomes available and the tenant leaves it (dues stay). */
export function VacateDialog({ bed, onClose }: VacateDialogProps) {
  const vacate = useVacateTenant();
  const [busy, setBusy] = useState(false);
  const name = bed?.occupant ? formatName(bed.occupant.fullName) : '';
  const confirm = async () => {
    if (!bed?.occupant) return;
    setBusy(true);
    const result = await vacate.trigger(bed.occupant._id);
    setBusy(false);
    if (result.ok) onClose();
  };
  return (
    <Modal
      open={bed !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      busy={busy}
      size="sm"
      title="Vacate Tenant"
      description={`Vacate ${name} from bed ${bed?.bedNumber ?? ''}? The bed becomes available and the tenant is no longer assigned to this PG. Their dues stay on their record.`}
    >
      <div className={layout.formActions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" loading={busy} loadingText="Vacating..." onClick={() => void confirm()}>
          Vacate
        </Button>
      </div>
    </Modal>
  );
}
