export * from './messages';
export * from './auth';
export * from './users';
