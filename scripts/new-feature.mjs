// `npm run new:feature -- <remote> <feature> [--path /api/path] [--title "Title"]`
// Writes a feature's skeleton the way the portal lays one out (docs/adding-a-feature.md):
//   <remote>/src/features/<feature>/api/get-<feature>.ts   fetcher path + query hook
//   <remote>/src/features/<feature>/api/index.ts
//   <remote>/src/features/<feature>/components/<feature>-table.tsx
//   <remote>/src/pages/<feature>-page.tsx                     the page: composes the feature
//   <remote>/src/pages/<feature>-page.test.tsx                a test that renders it on a mock API
// Then it says what to add to the paths table and the remote's routes. It never overwrites a file.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib.mjs';
import { REMOTES } from '../tooling/remotes.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { path: { type: 'string' }, title: { type: 'string' } },
});
const [remote, feature] = positionals;
const remoteFolders = REMOTES.map((entry) => entry.folder);

function fail(message) {
  console.error(message);
  console.error('Usage: npm run new:feature -- <remote> <feature> [--path /api/path] [--title "Title"]');
  process.exit(1);
}
if (!remote || !remoteFolders.includes(remote)) fail(`The remote must be one of: ${remoteFolders.join(', ')}.`);
if (!feature || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(feature))
  fail('The feature name must be kebab-case, e.g. rooms or legal-documents.');

const pascal = feature.replace(/(^|-)([a-z0-9])/g, (_m, _dash, char) => char.toUpperCase());
const constant = feature.toUpperCase().replace(/-/g, '_');
const title = values.title ?? pascal.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
const apiPath = values.path ?? `/${feature}`;
const src = join(ROOT, remote, 'src');
const featureDir = join(src, 'features', feature);

const files = {
  [join(featureDir, 'api', `get-${feature}.ts`)]: `import { useApiQuery } from '@pgportal/ui/data';

/** GET ${apiPath}. Put the row type in @pgportal/contracts/types once the API answers it. */
export const ${constant}_PATH = '${apiPath}';

export interface ${pascal}Row {
  _id: string;
  name: string;
}

export function use${pascal}() {
  return useApiQuery<${pascal}Row[]>(${constant}_PATH);
}
`,
  [join(featureDir, 'api', 'index.ts')]: `export { ${constant}_PATH, use${pascal} } from './get-${feature}';
export type { ${pascal}Row } from './get-${feature}';
`,
  [join(featureDir, 'components', `${feature}-table.tsx`)]: `import { DataTable } from '@pgportal/ui';
import type { DataTableColumn } from '@pgportal/ui';
import { use${pascal} } from '../api';
import type { ${pascal}Row } from '../api';

const columns: DataTableColumn<${pascal}Row>[] = [{ key: 'name', header: 'Name' }];

export function ${pascal}Table() {
  const { data, isLoading } = use${pascal}();
  return <DataTable label="${title}" columns={columns} rows={data} loading={isLoading} getRowId={(row) => row._id} />;
}
`,
  [join(src, 'pages', `${feature}-page.tsx`)]: `import { ErrorBoundary, Page, PageHeader } from '@pgportal/ui';
import { ${pascal}Table } from '../features/${feature}/components/${feature}-table';

export default function ${pascal}Page() {
  return (
    <ErrorBoundary>
      <Page>
        <PageHeader title="${title}" />
        <${pascal}Table />
      </Page>
    </ErrorBoundary>
  );
}
`,
  [join(src, 'pages', `${feature}-page.test.tsx`)]: `import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import ${pascal}Page from './${feature}-page';

afterEach(() => jest.restoreAllMocks());

describe('${title} page', () => {
  it('lists what GET ${apiPath} answers', async () => {
    mockApi({ 'GET ${apiPath}': () => ok([{ _id: '1', name: 'First' }]) });
    renderPage(<${pascal}Page />, { url: '/${feature}' });
    expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '${title}' });
    expect(await within(table).findByRole('cell', { name: 'First' })).toBeInTheDocument();
  });
});
`,
};

const existing = Object.keys(files).filter((file) => existsSync(file));
if (existing.length) fail(`Not overwriting: ${existing.map((file) => relative(ROOT, file)).join(', ')}`);
for (const [file, content] of Object.entries(files)) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`wrote ${relative(ROOT, file)}`);
}
console.log(`
Next:
  1. Add the page to PATHS in shared/contracts/src/paths.ts (under a prefix that MOUNTS gives ${remote},
     or add a MOUNTS entry for a new prefix: the one change that needs a shell release).
  2. Add a route in ${remote}/src/routes.tsx:
       const ${pascal}Page = lazy(() => import('./pages/${feature}-page'));
       { path: PATHS.<yourPage>, element: <${pascal}Page /> },
  3. Link to it with href('<yourPage>') from @pgportal/contracts/paths.
  4. Add the API route to API_ROUTES (shared/contracts/src/api-routes.ts) with its module's name (the
     file api/src/routes/<module>.ts that declares it, route-modules.test.ts), to API (api-paths.ts), and
     read it as API.<group>.… in api/get-${feature}.ts: the literal '${apiPath}' fails
     no-api-path-literals.test.ts once the table has it, and api/test/api-routes.test.ts checks the server.
  5. npx jest ${remote} shared/contracts && npm run lint`);
