// Creates or drops the CI database on the local PostgreSQL server: node .ci/postgres.mjs create|drop <name>
import pg from 'pg';

const [action, name] = process.argv.slice(2);
const admin = process.env.CI_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node .ci/postgres.mjs create|drop|ping <name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch (error) {
  console.error(`PostgreSQL does not answer at ${admin}: ${error.message}`);
  process.exit(3);
}
if (action === 'create') {
  await client.query(`create database ${name}`);
} else if (action === 'drop') {
  await client.query(`drop database if exists ${name} with (force)`);
}
await client.end();
