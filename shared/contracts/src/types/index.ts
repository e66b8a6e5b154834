// Shapes the API answers with (SPEC §3), one file per domain. JSON uses `_id`; dates YYYY-MM-DD;
// timestamps ISO-8601; money in rupees with at most 2 decimals.
export * from './common';
export * from './identity';
export * from './properties';
export * from './tenants';
export * from './billing';
export * from './complaints';
