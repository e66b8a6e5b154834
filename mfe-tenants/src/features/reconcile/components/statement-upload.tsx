import type { StatementMapping } from '@pgportal/contracts/schemas';
import type { StatementImportCounts } from '@pgportal/contracts/types';
import { Button, Card, FileField, Notice, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useImportStatement } from '../api/import-statement';
import { useStatementMapping } from '../api/get-statement-mapping';
import { MappingFields } from './mapping-fields';
import { firstBytesOf, readHeaders, type HeaderReading } from './statement-headers';

const EMPTY: StatementMapping = {
  dateColumn: '',
  narrationColumn: '',
  creditColumn: '',
  referenceColumn: null,
};

const COUNTS: ReadonlyArray<[keyof StatementImportCounts, string]> = [
  ['read', 'Read'],
  ['matched', 'Matched'],
  ['suggested', 'Suggested'],
  ['unmatched', 'Unmatched'],
  ['duplicates', 'Duplicates'],
];

/** Upload a bank statement (CSV) of the current property; confirm its columns when they are new. */
export function StatementUpload() {
  const kept = useStatementMapping();
  const importing = useImportStatement();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<HeaderReading | null>(null);
  const [mapping, setMapping] = useState<StatementMapping>(EMPTY);
  const [counts, setCounts] = useState<StatementImportCounts | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setCounts(null);
    if (!chosen) return setReading(null);
    const found = readHeaders(await firstBytesOf(chosen), kept.data ?? null);
    setReading(found);
    setMapping(found.mapping ?? EMPTY);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const result = await importing.trigger({ file, mapping: reading?.needsConfirmation ? mapping : null });
    if (result.ok) setCounts(result.data);
  };

  const incomplete = !mapping.dateColumn || !mapping.narrationColumn || !mapping.creditColumn;
  return (
    <Card>
      <form className={layout.stack} onSubmit={submit} aria-label="Upload a bank statement" noValidate>
        <FileField
          label="Bank statement (CSV)"
          hint="Export the statement from your bank as CSV. Only credits are read."
          accept=".csv,text/csv"
          required
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
        />
        {kept.data && !reading?.needsConfirmation ? (
          <p className={layout.muted}>
            Columns kept for this property: {kept.data.dateColumn}, {kept.data.narrationColumn},{' '}
            {kept.data.creditColumn}
            {kept.data.referenceColumn ? `, ${kept.data.referenceColumn}` : ''}
          </p>
        ) : null}
        {reading?.needsConfirmation ? (
          <MappingFields headers={reading.headers} mapping={mapping} onChange={setMapping} />
        ) : null}
        <div className={layout.row}>
          <Button
            type="submit"
            disabled={!file || (reading?.needsConfirmation === true && incomplete)}
            loading={importing.isMutating}
          >
            Import statement
          </Button>
        </div>
        {counts ? (
          <Notice>
            <dl className={layout.row} aria-label="Import result">
              {COUNTS.map(([key, label]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>{counts[key]}</dd>
                </div>
              ))}
            </dl>
          </Notice>
        ) : null}
      </form>
    </Card>
  );
}
