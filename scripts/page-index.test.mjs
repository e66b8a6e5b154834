// docs/pages.md is generated from the page table and the front ends' routes: it must be current, and
// every page must be routed by the front end its prefix is mounted on.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PAGE_INDEX_FILE, pageIndex } from './page-index.mjs';

test('every page is routed, by the front end that owns its prefix', () => {
  assert.deepEqual(pageIndex().problems, []);
});

test('docs/pages.md is current (node scripts/page-index.mjs --write)', () => {
  assert.equal(readFileSync(PAGE_INDEX_FILE, 'utf8'), pageIndex().markdown, 'docs/pages.md is stale');
});
