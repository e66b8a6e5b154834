// One version per dependency across the workspace: every package.json that names a dependency
// (dependencies, devDependencies) pins the same exact version. Peer ranges are not pins.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const manifests = ['.', ...root.workspaces].map((folder) => ({
  folder,
  manifest: JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')),
}));

/** name -> version -> folders that pin it */
const pins = new Map();
const loose = [];
for (const { folder, manifest } of manifests) {
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, version] of Object.entries(manifest[field] ?? {})) {
      if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) loose.push(`${folder}: ${name}@${version} is not an exact version`);
      const versions = pins.get(name) ?? new Map();
      versions.set(version, [...(versions.get(version) ?? []), folder]);
      pins.set(name, versions);
    }
  }
}

const conflicts = [...pins]
  .filter(([, versions]) => versions.size > 1)
  .map(([name, versions]) => `${name}: ${[...versions].map(([v, folders]) => `${v} (${folders.join(', ')})`).join(' vs ')}`);

for (const problem of [...loose, ...conflicts]) console.error(problem);
if (loose.length || conflicts.length) process.exit(1);
console.log(`${pins.size} dependencies, one exact version each.`);
