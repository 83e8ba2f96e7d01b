import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Migrated (and seeded) databases made once per test run and copied for each test file (`test/templates.ts`): a
 * fresh embedded cluster costs seconds of initdb, the migrations and the demo seed a few more, and almost every API
 * test file starts from the same seeded database.
 */
export interface TestTemplates {
  /** Where the embedded database's dumps go. */
  dir: string;
  /** Names this run's template databases on the PostgreSQL server. */
  runId: string;
  /** The data key of the seeded templates (base64): a test app with another key seeds its own database. */
  dataKey: string;
}

/** The prefix of this run's template databases on the PostgreSQL server (dropped after the run). */
export const templatePrefix = (templates: TestTemplates) => `tahsilat_tpl_${templates.runId}_`;

/** The API project's run: a place for its database templates, removed (with the server's copies) at the end. */
export default function setup(project: TestProject) {
  const templates: TestTemplates = {
    dir: mkdtempSync(path.join(tmpdir(), 'tahsilat-templates-')),
    runId: randomBytes(4).toString('hex'),
    dataKey: randomBytes(32).toString('base64'),
  };
  project.provide('testTemplates', templates);
  return async () => {
    rmSync(templates.dir, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1)',
          [templatePrefix(templates)],
        );
        for (const { datname } of rows) {
          await admin.query(`drop database if exists ${datname} with (force)`);
        }
      } finally {
        await admin.end();
      }
    }
  };
}
