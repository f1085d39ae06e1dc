// `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of the SQLite
// database. Stop the server first; start it again afterwards.
import { restoreSqlite, storageSettings } from './sqlite-backup.mjs';

const file = process.argv[2];
const { databaseUrl, database } = storageSettings();
if (databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore a PostgreSQL dump with pg_restore instead, for example:\n' +
      '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" feastforge.dump',
  );
  process.exit(2);
}
if (!file) {
  console.error('Usage: npm run restore -- FILE   (stop the server first)');
  process.exit(2);
}
try {
  const keptAs = await restoreSqlite(file, database);
  console.info(`Restored ${file} to ${database}.`);
  if (keptAs) console.info(`The database it replaced is kept as ${keptAs}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
