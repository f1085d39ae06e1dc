export * from './schema.ts';
export * from './dialect.ts';
export * from './migrate.ts';
