// The sizes `npm run seed:large` builds. `bench` (the default) is the lists bench's data set;
// `operator` (SEED_SCALE=operator) is a large co-living operator's (issue 43): 5,000 properties,
// 100,000 beds, 150,000 tenants of whom 50,000 moved out, 2,000,000 invoices, 200,000 complaints,
// and a year of payments and expenses.

export interface SeedScale {
  name: 'bench' | 'operator';
  properties: number;
  roomsPerProperty: number;
  bedsPerRoom: number;
  /** tenants on PostgreSQL (PGlite: a tenth; BENCH_TENANTS sets another count) */
  tenants: number;
  /** monthly RENT invoices of each tenant on a bed, from January 2025 */
  invoicesPerTenant: number;
  /** whether tenants beyond a property's beds moved out (an ended stay in 2024) or never had one */
  movedOut: boolean;
  complaintsPerProperty: number;
  /** expenses of each property in each month of 2025 (0: none) */
  expensesPerMonth: number;
}

export const SEED_SCALES: Record<SeedScale['name'], SeedScale> = {
  bench: {
    name: 'bench',
    properties: 1_000,
    roomsPerProperty: 5,
    bedsPerRoom: 4,
    tenants: 100_000,
    invoicesPerTenant: 10,
    movedOut: false,
    complaintsPerProperty: 20,
    expensesPerMonth: 0,
  },
  operator: {
    name: 'operator',
    properties: 5_000,
    roomsPerProperty: 5,
    bedsPerRoom: 4,
    tenants: 150_000,
    // 100,000 on beds × 14 + 50,000 moved out × 12 (a year of 2024) = 2,000,000
    invoicesPerTenant: 14,
    movedOut: true,
    complaintsPerProperty: 40,
    expensesPerMonth: 3,
  },
};

/** The months a moved-out tenant stayed and was billed (all of 2024, all paid). */
export const MOVED_OUT_MONTHS = 12;

/** SEED_SCALE's scale; an unknown name is refused with the names there are. */
export function seedScaleOf(env: NodeJS.ProcessEnv): SeedScale {
  const name = env.SEED_SCALE ?? 'bench';
  const scale = SEED_SCALES[name as SeedScale['name']];
  if (!scale)
    throw new Error(`SEED_SCALE must be one of ${Object.keys(SEED_SCALES).join(', ')} (got '${name}')`);
  return scale;
}
