// `npm run backup -- FILE`: a consistent copy of the SQLite database while the server runs.
import { backupSqlite, storageSettings } from './sqlite-backup.mjs';

const file = process.argv[2];
const { databaseUrl, database } = storageSettings();
if (databaseUrl) {
  console.error(
    'DATABASE_URL is set: this database is PostgreSQL, which this command does not copy.\n' +
      'Use pg_dump instead, for example: pg_dump --format=custom --file=feastforge.dump "$DATABASE_URL"\n' +
      '(the README\'s "Backups" section gives the restore).',
  );
  process.exit(2);
}
if (!file) {
  console.error('Usage: npm run backup -- FILE   (FILE must not exist yet)');
  process.exit(2);
}
try {
  await backupSqlite(database, file);
  console.info(`Backed up ${database} to ${file} (integrity check: ok).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
