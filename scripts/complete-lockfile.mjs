// The registry this project installs from lacks other platforms' optional binaries (e.g. @swc/core-darwin-arm64),
// so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock. This adds
// each missing optional package with its os/cpu, which npm ci skips on a non-matching machine.
// Run after any dependency change: node scripts/complete-lockfile.mjs package-lock.json
import { readFileSync, writeFileSync } from 'node:fs';
const path = process.argv[2];
const lock = JSON.parse(readFileSync(path, 'utf8'));
const pk = lock.packages;
const osOf = (n) =>
  ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'].find(
    (o) => n.includes(o),
  );
const cpuOf = (n) =>
  ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'arm'].find(
    (c) => new RegExp(`[-_]${c}([-_]|$)`).test(n) || n.includes(`-${c}`),
  );
let added = 0;
for (const entry of Object.values(pk)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = `node_modules/${dep}`;
    if (pk[at]) continue;
    const os = osOf(dep);
    const cpu = cpuOf(dep);
    if (!os || !cpu) {
      console.log('skip', dep);
      continue;
    }
    pk[at] = { version, optional: true, os: [os], cpu: [cpu] };
    if (/musl/.test(dep)) pk[at].libc = ['musl'];
    else if (/gnu/.test(dep)) pk[at].libc = ['glibc'];
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
