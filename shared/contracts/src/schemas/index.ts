export * from './messages';
export * from './auth';
export * from './users';
export * from './list';
export * from './complaints';
