// 'Tally XML' on Dues (issue 44): the current property's books of a month as a TallyPrime import
// file, beside the CSV exports. A plain download link to GET /export/tally.xml with the month's
// first and last day, chosen as the Expenses page chooses its month (a month field). The same
// month gives 'GSTR-1 CSV' for a GST-registered property (gstr1-link.tsx).
import { API_BASE } from '@pgportal/contracts/api';
import { API, withQuery } from '@pgportal/contracts/api-paths';
import { todayApiDate } from '@pgportal/contracts/format';
import { TextField, buttonClassName, layout } from '@pgportal/ui';
import { useState } from 'react';
import { Gstr1Link } from './gstr1-link';

const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The first and last day of a YYYY-MM month. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export function TallyExport() {
  const [month, setMonth] = useState(() => todayApiDate().slice(0, 7));
  const { from, to } = monthDays(month);
  return (
    <div className={layout.row}>
      <TextField
        label="Tally month"
        type="month"
        hint="The month whose invoices, payments, credits and deposits the Tally file holds (and the GSTR-1 file, for a GST-registered property)."
        value={month}
        onChange={(event) => {
          if (isMonth(event.target.value)) setMonth(event.target.value);
        }}
      />
      <a
        className={buttonClassName('secondary', 'md')}
        href={`${API_BASE}${withQuery(API.export.tally, { from, to })}`}
        download
      >
        Tally XML
      </a>
      <Gstr1Link month={month} />
    </div>
  );
}
