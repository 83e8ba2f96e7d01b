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

/** The prefix of this run's per-file databases (`test/helpers.ts`), dropped with the templates. */
export const fileDatabasePrefix = (runId: string) => `tahsilat_t_${runId}_`;

/**
 * A run id starts with the minute the run began, so a run that was killed before its teardown leaves databases the
 * next run can recognise as stale and drop.
 */
export const newRunId = () => `${Math.floor(Date.now() / 60_000)}_${randomBytes(4).toString('hex')}`;

/** Test databases of runs that began this long ago are left over: no run lasts half as long. */
const STALE_AFTER_MINUTES = 6 * 60;
const RUN_DATABASE = /^tahsilat_(?:tpl|t)_(\d{8,})_[0-9a-f]{8}_/;

/** Drops the databases a predicate picks among this server's test databases. */
async function dropDatabases(url: string, pick: (name: string) => boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, 'tahsilat_t')",
    );
    for (const { datname } of rows.filter((row) => pick(row.datname))) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** The API project's run: a place for its database templates, removed (with the server's copies) at the end. */
export default async function setup(project: TestProject) {
  const templates: TestTemplates = {
    dir: mkdtempSync(path.join(tmpdir(), 'tahsilat-templates-')),
    runId: newRunId(),
    dataKey: randomBytes(32).toString('base64'),
  };
  project.provide('testTemplates', templates);
  const url = process.env.DATABASE_URL;
  if (url) {
    // What a killed run left behind (its teardown never ran).
    const now = Math.floor(Date.now() / 60_000);
    await dropDatabases(url, (name) => {
      const began = RUN_DATABASE.exec(name)?.[1];
      return began !== undefined && now - Number(began) > STALE_AFTER_MINUTES;
    });
  }
  return async () => {
    rmSync(templates.dir, { recursive: true, force: true });
    if (url) {
      await dropDatabases(
        url,
        (name) =>
          name.startsWith(templatePrefix(templates)) || name.startsWith(fileDatabasePrefix(templates.runId)),
      );
    }
  };
}
