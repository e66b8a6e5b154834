// What repo scripts, benchmarks and tests import.
export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, ConfigError, type Config } from './config';
export { openDatabase, openPglite, openPostgres, type Database } from './db/client';
export { startServer, type RunningServer } from './server';
