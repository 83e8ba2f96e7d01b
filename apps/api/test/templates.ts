import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { istanbulIsoDate } from '@tahsilat/domain';
import pg from 'pg';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import { prepareDatabase } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { type TestTemplates, templatePrefix } from './global-setup.js';

export type { TestTemplates };

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/** This run's templates, or none (a test run without the API project's global setup). */
export function testTemplates(): TestTemplates | undefined {
  try {
    return inject('testTemplates');
  } catch {
    return undefined;
  }
}

/** What a template holds: migrations only, or the demo seed as well; made on the day it is used (dates in the seed). */
function templateName(seeded: boolean): string {
  return `${seeded ? 'seeded' : 'migrated'}_${istanbulIsoDate().replaceAll('-', '')}`;
}

async function prepared(database: Database, seeded: boolean, templates: TestTemplates, log: Logger) {
  await prepareDatabase(
    database,
    { demoSeed: seeded, dataKey: Buffer.from(templates.dataKey, 'base64') },
    log,
  );
}

/** An in-memory PGlite database opened from the run's dump (made by the first file that needs it). */
export async function pgliteFromTemplate(
  seeded: boolean,
  templates: TestTemplates,
  log: Logger,
): Promise<Database> {
  const file = path.join(templates.dir, `pglite_${templateName(seeded)}.tar`);
  if (!existsSync(file)) {
    const source = await openDatabase({ kind: 'pglite', dataDir: null }, log);
    try {
      await prepared(source, seeded, templates, log);
      const dump = await source.dumpDataDir?.();
      if (!dump) {
        throw new Error('the embedded database cannot dump its data directory');
      }
      // Written aside and renamed: a file that exists is whole, whichever worker wrote it.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await source.close();
    }
  }
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([readFileSync(file)]) }, log);
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Creates database `name` on the PostgreSQL server as a copy of the run's template (`CREATE DATABASE … TEMPLATE`),
 * making the template first, under an advisory lock, when no worker has yet.
 */
export async function createFromTemplate(
  serverUrl: string,
  name: string,
  seeded: boolean,
  templates: TestTemplates,
  log: Logger,
): Promise<void> {
  const template = `${templatePrefix(templates)}${templateName(seeded)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(7243002)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${template}`);
      const source = await openDatabase(
        { kind: 'postgres', url: withDatabaseName(serverUrl, template), poolSize: 2 },
        log,
      );
      try {
        await prepared(source, seeded, templates, log);
      } finally {
        await source.close();
      }
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock(7243002)').catch(() => undefined);
    await admin.end();
  }
}
