// One name everywhere: an API path's entry in the contracts' table names its module, the module's
// routes are declared in api/src/routes/<module>.ts, and its rules live in api/src/services/<module>/
// (or, for a module without rules of its own, in the folder named below).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { ROUTE_HELPERS, ROUTES_DIR, routeFileNames, routesDeclaredBy } from './route-modules';

const SERVICES_DIR = join(__dirname, '../src/services');

/** Modules whose routes call another module's services (or none): where their rules live. */
const RULES_ELSEWHERE: Record<string, string | null> = {
  health: null,
  dev: null,
  session: 'auth',
  'tenant-auth': 'auth',
  'tenant-profile': 'tenants',
  'payment-claims': 'payments',
  charges: 'payments',
  dues: 'payments',
  'late-fees': 'payments',
  stats: 'payments',
};

/** Service folders that no module is named after: shared by several modules. */
const SHARED_SERVICES = ['files', 'idempotency', 'ledger', 'pdf', 'taxes'];

const tableModules = [...new Set(Object.values(API_ROUTES).map((route) => route.module))].sort();
const serviceFolders = readdirSync(SERVICES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('route modules', () => {
  it('every file of api/src/routes is a module of the table, or a helper', () => {
    const files = routeFileNames().filter((name) => !ROUTE_HELPERS.includes(name));
    expect(files.sort()).toEqual(tableModules);
  });

  it.each(tableModules)('routes/%s.ts declares exactly the table entries that name it', async (module) => {
    const expected = Object.values(API_ROUTES)
      .filter((route) => route.module === module)
      .map(({ method, pattern }) => `${method} ${pattern}`);
    const declared = await routesDeclaredBy(module);
    expect(declared.sort()).toEqual(expected.sort());
  });

  it.each(tableModules)('the rules of %s live in the service folder of its name', (module) => {
    const folder = module in RULES_ELSEWHERE ? RULES_ELSEWHERE[module] : module;
    if (folder === null) return;
    expect(serviceFolders).toContain(folder);
    const source = readFileSync(join(ROUTES_DIR, `${module}.ts`), 'utf8');
    expect(source).toContain(`from '../services/${folder}/`);
  });

  it('every service folder is a module, or shared by several', () => {
    const modulesWithRules = tableModules.filter((module) => !(module in RULES_ELSEWHERE));
    const unexplained = serviceFolders.filter(
      (folder) => !modulesWithRules.includes(folder) && !SHARED_SERVICES.includes(folder),
    );
    expect(unexplained).toEqual([]);
    for (const module of modulesWithRules) expect(existsSync(join(SERVICES_DIR, module))).toBe(true);
  });
});
