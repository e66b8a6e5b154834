import type { Complaint } from '@pgportal/contracts/types';
import { FormActions, FormModal, layout } from '@pgportal/ui';
import type { FormModalForm } from '@pgportal/ui';
import type { TenantPlace } from '../api';
import { ComplaintHistory, ComplaintSummary } from './complaint-details';
import { isFinal } from './complaint-status';
import { StaffReviewForm } from './staff-review-form';
import { TenantComplaintForm } from './tenant-complaint-form';
import { useT } from '../../../i18n/catalogue';

export type Viewer = 'staff' | 'tenant';
export type ComplaintFormMode = 'create' | 'edit' | 'view';

const MODE_KEYS = { create: 'titleCreate', edit: 'titleEdit', view: 'titleView' } as const;

/** No complaint: create (tenants); a resolved or rejected one: view only; else edit. */
export function modeOf(complaint: Complaint | null): ComplaintFormMode {
  if (!complaint) return 'create';
  return isFinal(complaint.status) ? 'view' : 'edit';
}

interface ComplaintFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer: Viewer;
  /** the complaint to open; null to create one */
  complaint: Complaint | null;
  /** create: the property, room and bed the tenant is on now */
  place?: TenantPlace | null;
}

/** SPEC §2 Complaints: the complaint form modal in its three modes. */
export function ComplaintFormModal({
  open,
  onOpenChange,
  viewer,
  complaint,
  place = null,
}: ComplaintFormModalProps) {
  const mode = modeOf(complaint);
  const translated = viewer === 'tenant';
  const { t } = useT(translated);
  const body = ({ close, onStatusChange }: FormModalForm) => {
    if (mode === 'view' && complaint) {
      return (
        <div className={layout.stackLg}>
          <ComplaintSummary complaint={complaint} translated={translated} />
          <ComplaintHistory history={complaint.history} translated={translated} />
          <FormActions onCancel={close} />
        </div>
      );
    }
    if (viewer === 'staff' && complaint) {
      return <StaffReviewForm key={complaint._id} complaint={complaint} onDone={close} onStatusChange={onStatusChange} />;
    }
    return (
      <TenantComplaintForm
        key={complaint?._id ?? 'new'}
        complaint={complaint}
        place={place}
        onDone={close}
        onStatusChange={onStatusChange}
      />
    );
  };
  return (
    <FormModal open={open} onOpenChange={onOpenChange} size="lg" title={t(MODE_KEYS[mode])}>
      {body}
    </FormModal>
  );
}
