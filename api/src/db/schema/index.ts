// The one drizzle pg-core schema, one file per domain, for PGlite and PostgreSQL alike. Keep it
// to PostgreSQL 15. After a change: `npm run db:generate -w @pgportal/api -- --name <what>`.
export * from './identity';
export * from './properties';
export * from './rooms';
export * from './tenants';
export * from './billing';
export * from './complaints';
export * from './totals';
export * from './claims';
export * from './rents';
export * from './lines';
export * from './reminders';
export * from './statements';
export * from './notices';
export * from './meals';
export * from './electricity';
export * from './exits';
export * from './expenses';
export * from './office-notices';
export * from './audit';
export * from './idempotency';
export * from './verify';
export * from './gst';
export * from './privacy';
export * from './foreigners';
export * from './police';
