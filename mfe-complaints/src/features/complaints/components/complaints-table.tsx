import { formatName } from '@pgportal/contracts/format';
import type { Complaint } from '@pgportal/contracts/types';
import { Avatar, Button, DataTable, PhoneNumber, layout, type DataTableColumn } from '@pgportal/ui';
import { useState, type ReactNode } from 'react';
import { categoryWord } from './complaint-category';
import { StatusBadge, isFinal } from './complaint-status';
import { IssueText } from './issue-text';
import type { Viewer } from './complaint-form-modal';
import { ImageViewer } from './image-viewer';
import { formatComplaintDay, useT } from '../../../i18n/catalogue';
import * as styles from './complaints.module.css';

interface ComplaintsTableProps {
  label: string;
  viewer: Viewer;
  complaints: readonly Complaint[] | undefined;
  loading: boolean;
  /** what an empty table says */
  emptyText?: ReactNode;
  onOpen: (complaint: Complaint) => void;
}

/** The first image (opens the viewer) and '+N' for the rest, or 'No image'. */
function ImagesCell({ complaint, translated }: { complaint: Complaint; translated: boolean }) {
  const [open, setOpen] = useState(false);
  const { t } = useT(translated);
  const [first] = complaint.images;
  if (!first) return <span className={layout.muted}>{t('noImage')}</span>;
  const rest = complaint.images.length - 1;
  return (
    <>
      <button
        type="button"
        className={styles.imagesCell}
        onClick={() => setOpen(true)}
        aria-label={complaint.images.length === 1 ? t('viewTheImage') : t('viewImages', { count: complaint.images.length })}
      >
        <img src={first.url} alt="" />
        {rest > 0 ? <span>{`+${rest}`}</span> : null}
      </button>
      <ImageViewer
        images={complaint.images}
        startIndex={0}
        open={open}
        onOpenChange={setOpen}
        translated={translated}
      />
    </>
  );
}

/** What the row's button does: staff review an open complaint, a tenant edits theirs, else view. */
function actionOf(viewer: Viewer, complaint: Complaint) {
  if (isFinal(complaint.status)) return 'actionView';
  return viewer === 'staff' ? 'actionReview' : 'actionEdit';
}

/** The status, with the note of its last change when it has one (a rejection's reason). */
function StatusCell({ complaint, translated }: { complaint: Complaint; translated: boolean }) {
  const last = complaint.history[complaint.history.length - 1];
  const { t } = useT(translated);
  return (
    <div className={layout.stackXs}>
      <StatusBadge status={complaint.status} translated={translated} />
      {last?.note && last.to === complaint.status ? (
        <p className={`${styles.latestNote} ${layout.muted}`}>{`${t(last.to === 'REJECTED' ? 'reason' : 'note')}: ${last.note}`}</p>
      ) : null}
    </div>
  );
}

const shortIssue = (issue: string) => (issue.length > 40 ? `${issue.slice(0, 40)}…` : issue);

/**
 * SPEC §2 complaints table. Staff: photo, Name, Issue, Category, Status, Images, Room, action;
 * tenants: Issue, Category, Status, Images, action (issue 22 adds the category). The issue is
 * clamped to 3 lines with 'Show more' when longer, with its updatedAt date.
 */
export function ComplaintsTable({
  label,
  viewer,
  complaints,
  loading,
  emptyText,
  onOpen,
}: ComplaintsTableProps) {
  const translated = viewer === 'tenant';
  const { t, language } = useT(translated);
  const staffColumns: DataTableColumn<Complaint>[] = [
    {
      key: 'photo',
      header: 'Photo',
      hideHeader: true,
      media: true,
      width: 56,
      render: (complaint) => (
        <Avatar
          src={complaint.tenantId.profilePhoto?.url}
          name={formatName(complaint.tenantId.fullName)}
          size="md"
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      render: (complaint) => (
        <div className={layout.stackXs}>
          <span className={layout.textStrong}>{formatName(complaint.tenantId.fullName)}</span>
          <span className={layout.muted}>
            <PhoneNumber value={complaint.tenantId.phoneNumber} />
          </span>
        </div>
      ),
    },
  ];
  const columns: DataTableColumn<Complaint>[] = [
    ...(viewer === 'staff' ? staffColumns : []),
    {
      key: 'issue',
      header: t('colIssue'),
      render: (complaint) => (
        <div className={layout.stackXs}>
          <IssueText issue={complaint.issue} translated={translated} />
          <span className={`${layout.muted} ${layout.textXs}`}>
            {formatComplaintDay(complaint.updatedAt, language)}
          </span>
        </div>
      ),
    },
    { key: 'category', header: t('colCategory'), render: (complaint) => categoryWord(t, complaint.category) },
    {
      key: 'status',
      header: t('colStatus'),
      render: (complaint) => <StatusCell complaint={complaint} translated={translated} />,
    },
    {
      key: 'images',
      header: t('colImages'),
      render: (complaint) => <ImagesCell complaint={complaint} translated={translated} />,
    },
    ...(viewer === 'staff'
      ? [
          {
            key: 'room',
            header: 'Room',
            render: (complaint: Complaint) =>
              `${complaint.roomId.roomNumber} / Bed ${complaint.bedId.bedNumber}`,
          },
        ]
      : []),
    {
      key: 'action',
      header: t('colActions'),
      hideHeader: true,
      align: 'end',
      render: (complaint) => {
        const action = t(actionOf(viewer, complaint));
        return (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onOpen(complaint)}
            aria-label={t('actionComplaint', { action, issue: shortIssue(complaint.issue) })}
          >
            {action}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={complaints}
      getRowId={(complaint) => complaint._id}
      loading={loading}
      emptyText={emptyText}
    />
  );
}
