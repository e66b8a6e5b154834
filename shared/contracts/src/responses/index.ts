// Answer schemas: the envelopes, and each domain's data as the API sends it.
export * from './envelope';
export * from './common';
export * from './tenants';
export * from './billing';
export * from './properties';
export * from './identity';
export * from './complaints';
export * from './moves';
export * from './charges';
export * from './dues';
export * from './meals';
export * from './electricity';
export * from './exits';
export * from './notices';
export * from './reports';
export * from './office-notices';
export * from './expenses';
