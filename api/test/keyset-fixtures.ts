// Keyset paging checked against OFFSET paging (issue 43): the tests of each list that pages by key.
import type { Page } from '../src/db/paginate';

/**
 * Walks a list of `whole` (its ids in order) a page of `limit` at a time, by key (`after` = the
 * last page's `pagination.next`) and by number, and expects both walks to give the same rows in
 * the same order as `whole`, with the whole list's total on every page, and a full page to name
 * its last row (`cursorOf`) while one that is not full names none.
 */
export async function expectKeysetWalk<Row extends { id: string }>(
  read: (query: { limit: number; page: number; after?: string }) => Promise<Page<Row>>,
  whole: string[],
  limit: number,
  cursorOf: (row: Row) => string,
) {
  const walked: string[] = [];
  const byOffset: string[] = [];
  let after: string | undefined;
  for (let page = 1; page <= whole.length / limit + 1; page += 1) {
    const keyed = await read({ limit, page, after });
    const offset = await read({ limit, page });
    expect(keyed.rows.map((row) => row.id)).toEqual(offset.rows.map((row) => row.id));
    expect(keyed.pagination!.total).toBe(whole.length);
    walked.push(...keyed.rows.map((row) => row.id));
    byOffset.push(...offset.rows.map((row) => row.id));
    const last = keyed.rows.at(-1);
    expect(keyed.pagination!.next).toBe(keyed.rows.length === limit ? cursorOf(last!) : undefined);
    after = keyed.pagination!.next;
    if (!after) break;
  }
  expect(walked).toEqual(whole);
  expect(byOffset).toEqual(whole);
}
