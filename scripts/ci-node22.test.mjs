import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { addToSummary, groupGone } from './ci-node22.mjs';

test('the Node 22 check adds its results to the summary line, keeping the skipped count', () => {
  assert.equal(addToSummary('1200 passed, 0 failed, 3 skipped', 2, 0), '1202 passed, 0 failed, 3 skipped');
  assert.equal(addToSummary('10 passed, 2 failed', 1, 1), '11 passed, 3 failed');
});

test('a missing summary counts as nothing passed', () => {
  assert.equal(addToSummary(undefined, 0, 2), '0 passed, 2 failed');
});

test('the stopped server is waited for as a group: a child still writing outlives its leader', async () => {
  // as npm exits before the server it started: the leader ends at once, its child a moment later
  const folder = mkdtempSync(join(tmpdir(), 'pgportal-group-'));
  const written = join(folder, 'written');
  const leader = spawn('sh', ['-c', `(sleep 1; touch '${written}') & exit 0`], {
    detached: true,
    stdio: 'ignore',
  });
  await new Promise((resolve) => leader.on('exit', resolve));
  assert.equal(existsSync(written), false, 'the leader has ended, the child not yet');
  assert.equal(await groupGone(leader.pid, 10_000), true);
  assert.equal(existsSync(written), true, 'the group was gone only once the child had written');
  rmSync(folder, { recursive: true, force: true });
});
