import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addToSummary } from './ci-node22.mjs';

test('the Node 22 check adds its results to the summary line, keeping the skipped count', () => {
  assert.equal(addToSummary('1200 passed, 0 failed, 3 skipped', 2, 0), '1202 passed, 0 failed, 3 skipped');
  assert.equal(addToSummary('10 passed, 2 failed', 1, 1), '11 passed, 3 failed');
});

test('a missing summary counts as nothing passed', () => {
  assert.equal(addToSummary(undefined, 0, 2), '0 passed, 2 failed');
});
