import { ID_PROOF_LABELS } from '@pgportal/contracts/enums';
import type { LegalDocument } from '@pgportal/contracts/types';
import { Button, EmptyState, layout } from '@pgportal/ui';
import { useState } from 'react';
import { LegalDocumentDialog } from './legal-document-dialog';
import * as styles from './legal-documents.module.css';

export const NO_DOCUMENTS = 'No legal documents uploaded yet.';

interface LegalDocumentsTabProps {
  tenantId: string;
  documents: readonly LegalDocument[];
}

/**
 * SPEC §2 Legal Document tab: each document's type, 'ID: {number}' and View (the file, in a new
 * tab, through the session-checked route). With none: the empty text and 'Upload Legal Document'.
 */
export function LegalDocumentsTab({ tenantId, documents }: LegalDocumentsTabProps) {
  const [open, setOpen] = useState(false);
  if (documents.length === 0) {
    return (
      <>
        <EmptyState
          title={NO_DOCUMENTS}
          action={<Button onClick={() => setOpen(true)}>Upload Legal Document</Button>}
        />
        <LegalDocumentDialog tenantId={tenantId} open={open} onOpenChange={setOpen} />
      </>
    );
  }
  return (
    <ul className={styles.list} aria-label="Legal documents">
      {documents.map((document) => (
        <li key={document._id} className={styles.item}>
          <div className={layout.stackXs}>
            <span className={layout.textStrong}>{ID_PROOF_LABELS[document.type]}</span>
            <span className={layout.muted}>{`ID: ${document.number}`}</span>
          </div>
          {document.file ? (
            <a
              className={layout.link}
              href={document.file.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View ${ID_PROOF_LABELS[document.type]} (opens in a new tab)`}
            >
              View
            </a>
          ) : (
            <span className={layout.muted}>No file</span>
          )}
        </li>
      ))}
    </ul>
  );
}
