// Small helpers of status-readers-invariants.test.ts: sums, sorted ids, the invoices CSV's statuses.

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
export const sorted = (ids: Iterable<string>) => [...ids].sort();

/** The invoices CSV's rows as [invoice number, status label] (the first and the last cell). */
export async function csvStatuses(stream: NodeJS.ReadableStream): Promise<Map<string, string>> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .slice(1);
  return new Map(lines.map((line) => [line.split(',')[0]!, line.split(',').at(-1)!]));
}
