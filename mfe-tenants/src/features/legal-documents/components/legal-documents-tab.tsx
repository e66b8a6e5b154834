import { ID_PROOF_LABELS } from '@pgportal/contracts/enums';
import type { LegalDocument } from '@pgportal/contracts/types';
import { Button, ConfirmDelete, EmptyState, PlusIcon, layout, useChosen } from '@pgportal/ui';
import { useState } from 'react';
import { useDeleteLegalDocument } from '../api/delete-legal-document';
import { documentName } from './document-file';
import { LegalDocumentDialog } from './legal-document-dialog';
import { LegalDocumentReplaceDialog } from './legal-document-replace-dialog';
import * as styles from './legal-documents.module.css';

export const NO_DOCUMENTS = 'No legal documents uploaded yet.';
const UPLOAD = 'Upload Legal Document';

interface LegalDocumentsTabProps {
  tenantId: string;
  documents: readonly LegalDocument[];
}

function DocumentItem({
  document,
  onReplace,
  onDelete,
}: {
  document: LegalDocument;
  onReplace: () => void;
  onDelete: () => void;
}) {
  const label = ID_PROOF_LABELS[document.type];
  const name = documentName(document);
  return (
    <li className={styles.item}>
      <div className={layout.stackXs}>
        <span className={layout.textStrong}>{label}</span>
        <span className={layout.muted}>{`ID: ${document.number}`}</span>
      </div>
      <div className={styles.actions}>
        {document.file ? (
          <a
            className={layout.link}
            href={document.file.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View ${label} (opens in a new tab)`}
          >
            View
          </a>
        ) : (
          <span className={layout.muted}>No file</span>
        )}
        <Button variant="secondary" size="sm" onClick={onReplace} aria-label={`Replace ${name}`}>
          Replace
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * SPEC §2 Legal Document tab: each document's type, 'ID: {number}' and View (the file, in a new
 * tab, through the session-checked route). Widened by issue 22: a tenant may have several, so
 * 'Upload Legal Document' stays after the first, and each document can be replaced or deleted.
 */
export function LegalDocumentsTab({ tenantId, documents }: LegalDocumentsTabProps) {
  const [uploading, setUploading] = useState(false);
  const [toReplace, setToReplace] = useState<LegalDocument | null>(null);
  const { chosen: toDelete, choose: setToDelete, dialog: toDeleteDialog } = useChosen<LegalDocument>();
  const deleteDocument = useDeleteLegalDocument();

  const remove = async () => {
    if (!toDelete) return;
    const result = await deleteDocument.trigger({ tenantId, documentId: toDelete._id });
    if (!result.ok) throw result.error;
  };

  return (
    <div className={layout.stack}>
      {documents.length === 0 ? (
        <EmptyState
          title={NO_DOCUMENTS}
          action={<Button onClick={() => setUploading(true)}>{UPLOAD}</Button>}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <Button variant="secondary" icon={<PlusIcon />} onClick={() => setUploading(true)}>
              {UPLOAD}
            </Button>
          </div>
          <ul className={styles.list} aria-label="Legal documents">
            {documents.map((document) => (
              <DocumentItem
                key={document._id}
                document={document}
                onReplace={() => setToReplace(document)}
                onDelete={() => setToDelete(document)}
              />
            ))}
          </ul>
        </>
      )}
      <LegalDocumentDialog tenantId={tenantId} open={uploading} onOpenChange={setUploading} />
      {toReplace ? (
        <LegalDocumentReplaceDialog
          key={toReplace._id}
          tenantId={tenantId}
          document={toReplace}
          onClose={() => setToReplace(null)}
        />
      ) : null}
      <ConfirmDelete
        resource="Legal Document"
        name={toDelete ? documentName(toDelete) : undefined}
        softDelete={false}
        {...toDeleteDialog}
        onConfirm={remove}
      />
    </div>
  );
}
