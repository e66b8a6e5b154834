import { href } from '@pgportal/contracts/paths';
import type { Tenant } from '@pgportal/contracts/types';
import {
  Button,
  ErrorBoundary,
  LoadFailed,
  LoadingBlock,
  Page,
  PageHeader,
  Tabs,
  layout,
} from '@pgportal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from '@pgportal/runtime/router';
import { StaffAadhaar } from '../features/aadhaar-qr/components/staff-aadhaar';
import { AdmissionPapersTab } from '../features/admission-papers/components/admission-papers-tab';
import { ChargesSection } from '../features/charges/components/charges-section';
import { ExitStatementSection } from '../features/exit/components/exit-statement-section';
import { Form3Tab } from '../features/form3/components/form3-tab';
import { PoliceTab } from '../features/police/components/police-tab';
import { HistoryTab } from '../features/history/components/history-tab';
import { NoticeSection } from '../features/notices/components/notice-section';
import { InvoicesTab } from '../features/invoices/components/invoices-tab';
import { StaffRentReceipts } from '../features/invoices/components/staff-rent-receipts';
import { StaffDaysAway } from '../features/meals/components/staff-days-away';
import { LegalDocumentsTab } from '../features/legal-documents/components/legal-documents-tab';
import { StaffPrivacy } from '../features/privacy/components/staff-privacy';
import { ChangeRentDialog } from '../features/rents/components/change-rent-dialog';
import { RentHistory } from '../features/rents/components/rent-history';
import { useTenant } from '../features/tenants/api';
import { TenantHeader } from '../features/tenants/components/tenant-header';
import {
  AddressTab,
  EmergencyContactTab,
  PropertyDetailsTab,
} from '../features/tenants/components/tenant-info-tabs';

function StaffTabs({ tenant }: { tenant: Tenant }) {
  const [tab, setTab] = useState('invoice');
  return (
    <Tabs
      label="Tenant details"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'invoice', label: 'Invoice', content: <InvoicesTab tenantId={tenant._id} /> },
        { id: 'address', label: 'Address', content: <AddressTab tenant={tenant} /> },
        { id: 'emergency', label: 'Emergency Contact', content: <EmergencyContactTab tenant={tenant} /> },
        {
          id: 'legal',
          label: 'Legal Document',
          content: (
            <div className={layout.stackLg}>
              <StaffAadhaar tenant={tenant} />
              <LegalDocumentsTab tenantId={tenant._id} documents={tenant.legalDocuments} />
              <StaffPrivacy tenantId={tenant._id} />
            </div>
          ),
        },
        { id: 'property', label: 'Property Details', content: <PropertyDetailsTab tenant={tenant} /> },
        {
          id: 'form3',
          label: 'Form III',
          content: <Form3Tab tenantId={tenant._id} propertyId={tenant.propertyId} />,
        },
        { id: 'police', label: 'Police verification', content: <PoliceTab tenantId={tenant._id} /> },
        { id: 'rent', label: 'Rent', content: <RentHistory tenantId={tenant._id} /> },
        { id: 'hra', label: 'HRA receipts', content: <StaffRentReceipts tenantId={tenant._id} /> },
        { id: 'charges', label: 'Charges', content: <ChargesSection tenantId={tenant._id} /> },
        { id: 'meals', label: 'Days away', content: <StaffDaysAway tenantId={tenant._id} /> },
        { id: 'documents', label: 'Documents', content: <AdmissionPapersTab tenantId={tenant._id} /> },
        { id: 'exit', label: 'Exit statement', content: <ExitStatementSection tenantId={tenant._id} /> },
        { id: 'history', label: 'History', content: <HistoryTab tenantId={tenant._id} /> },
      ]}
    />
  );
}

/** On a bed: 'Move to another bed' (the room page's dialog) and 'Change rent' (issue 22). */
function BedActions({ tenant }: { tenant: Tenant }) {
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  if (!tenant.room || !tenant.bed) return null;
  const { room, bed } = tenant;
  return (
    <div className={layout.row}>
      <Button
        variant="secondary"
        onClick={() => navigate(`${href('roomView', { roomId: room._id })}?move=${bed._id}`)}
      >
        Move to another bed
      </Button>
      <Button variant="secondary" onClick={() => setChanging(true)}>
        Change rent
      </Button>
      <ChangeRentDialog
        open={changing}
        tenantId={tenant._id}
        rent={tenant.monthlyRent}
        mealCost={tenant.mealCost}
        onClose={() => setChanging(false)}
      />
    </div>
  );
}

function TenantView({ id }: { id: string }) {
  const { data: tenant, error, mutate } = useTenant(id);
  if (error && !tenant) {
    return <LoadFailed error={error} onRetry={() => void mutate()} />;
  }
  if (!tenant) return <LoadingBlock label="Loading tenant" />;
  return (
    <div className={layout.stackLg}>
      <TenantHeader tenant={tenant} />
      <BedActions tenant={tenant} />
      <NoticeSection tenant={tenant} />
      <StaffTabs tenant={tenant} />
    </div>
  );
}

/** /app/tenants/view/:id: 'Tenant Details' for staff (SPEC §2). */
export default function TenantViewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // The same read as TenantView's (one request): 'Assign a bed' for a tenant on no bed (issue 22).
  const { data: tenant } = useTenant(id);
  // not for one who moved out (issue 42): their stay has ended
  const canAssign = !!tenant && !tenant.bedId && !!tenant.propertyId && !tenant.movedOutOn;
  return (
    <Page>
      <PageHeader
        title="Tenant Details"
        actions={
          <>
            {canAssign ? (
              <Button onClick={() => navigate(href('assignBed', { tenantId: id }))}>Assign a bed</Button>
            ) : null}
            <Button variant="secondary" onClick={() => navigate(href('tenantUpdate', { id }))}>
              Update
            </Button>
          </>
        }
      />
      <ErrorBoundary>
        <TenantView id={id} />
      </ErrorBoundary>
    </Page>
  );
}
