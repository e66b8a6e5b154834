import { UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import type { StatementMapping } from '@pgportal/contracts/schemas';
import type { StatementImportCounts } from '@pgportal/contracts/types';
import { Button, Card, FileField, Notice, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useImportStatement } from '../api/import-statement';
import { useStatementMapping } from '../api/get-statement-mapping';
import { ImportOutcome } from './import-outcome';
import { MappingFields } from './mapping-fields';
import { firstBytesOf, isExcelFile, readHeaders, type HeaderReading } from './statement-headers';

/** An Excel file's columns are found by the server by their names: nothing to confirm here. */
const EXCEL_READING: HeaderReading = { headers: [], mapping: null, needsConfirmation: false };
const ACCEPTED = [
  '.csv',
  '.xls',
  '.xlsx',
  '.txt',
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

const EMPTY: StatementMapping = {
  dateColumn: '',
  narrationColumn: '',
  creditColumn: '',
  referenceColumn: null,
  debitColumn: null,
  indicatorColumn: null,
  balanceColumn: null,
};

/** The answer's counts (not its list of lines). */
type CountKey = {
  [K in keyof StatementImportCounts]-?: StatementImportCounts[K] extends number | undefined ? K : never;
}[keyof StatementImportCounts];

const COUNTS: ReadonlyArray<[CountKey, string]> = [
  ['read', 'Read'],
  ['matched', 'Matched'],
  ['suggested', 'Suggested'],
  ['unmatched', 'Unmatched'],
  ['duplicates', 'Duplicates'],
  ['skipped', 'Other lines skipped'],
];

/** Upload a bank statement (CSV or Excel) of the current property; confirm its columns when they are new. */
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
    const found = (await isExcelFile(chosen))
      ? EXCEL_READING
      : readHeaders(await firstBytesOf(chosen), kept.data ?? null);
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
          maxMegabytes={UPLOAD_LIMIT_MB.bankStatement}
          label="Bank statement (CSV or Excel)"
          hint="Upload the statement as your bank exports it: CSV, XLS or XLSX. Only credits are read; withdrawals are counted, never recorded."
          accept={ACCEPTED}
          required
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
        />
        {kept.data && !reading?.needsConfirmation ? (
          <p className={layout.muted}>
            Columns kept for this property: {kept.data.dateColumn}, {kept.data.narrationColumn},{' '}
            {kept.data.creditColumn}
            {[
              kept.data.referenceColumn,
              kept.data.debitColumn,
              kept.data.indicatorColumn,
              kept.data.balanceColumn,
            ]
              .filter(Boolean)
              .map((column) => `, ${column}`)
              .join('')}
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
                  <dd>{counts[key] ?? 0}</dd>
                </div>
              ))}
            </dl>
          </Notice>
        ) : null}
        {counts?.lines ? <ImportOutcome lines={counts.lines} /> : null}
      </form>
    </Card>
  );
}
