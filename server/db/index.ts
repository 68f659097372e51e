export type * from './schema';
export { openDatabase, DATABASE_FILE } from './connection';
export { migrateToLatest } from './migrate';
export { seedDatabase, insertInChunks } from './seed';
export type { Seed, SeedContext, SeedLog } from './seed';
export { clientColumns, clientColumnKind, isClientTable, columnFromSnakeCase } from './columns';
export type { ClientTable, ColumnKind } from './columns';
export { newId } from './ids';
export { formatDate, formatDateTime } from './time';
