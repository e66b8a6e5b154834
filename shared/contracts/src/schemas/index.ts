export * from './messages';
export * from './auth';
export * from './users';
export * from './list';
export * from './properties';
export * from './tenants';
export * from './billing';
export * from './complaints';
