import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { DatabaseLockedError, lockDataDir, openDatabase, PGLITE_LOCK_FILE } from './client.js';

const root = mkdtempSync(path.join(tmpdir(), 'tahsilat-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const log = createLogger('silent');
const freshDir = () => mkdtempSync(path.join(root, 'pglite-'));
const lockFile = (dir: string) => path.join(dir, PGLITE_LOCK_FILE);
/** A pid that surely belonged to a process and surely does not any more. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid ?? 999_999;

describe('the embedded database is one process at a time', () => {
  it('holds a lock file with our pid while open, refuses a second opener, and lets go on close', async () => {
    const dir = freshDir();
    const database = await openDatabase({ kind: 'pglite', dataDir: dir }, log);
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ kind: 'pglite', dataDir: dir }, log)).rejects.toThrow(DatabaseLockedError);
    await database.close();
    expect(existsSync(lockFile(dir))).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir: dir }, log);
    expect(await again.ping()).toBe(true);
    await again.close();
  });

  it('refuses while another live process holds it, with a message that says what to do', () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    // Our parent process is alive and is not us.
    writeFileSync(lockFile(dir), `${process.ppid}\n`);
    let refused: unknown = null;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DatabaseLockedError);
    expect((refused as DatabaseLockedError).pid).toBe(process.ppid);
    expect((refused as Error).message).toContain(`in use by process ${process.ppid}`);
    expect((refused as Error).message).toContain('DATABASE_URL');
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is gone, or a file without a pid', async () => {
    for (const leftover of [`${deadPid()}\n`, 'not a pid']) {
      const dir = freshDir();
      mkdirSync(dir, { recursive: true });
      writeFileSync(lockFile(dir), leftover);
      const database = await openDatabase({ kind: 'pglite', dataDir: dir }, log);
      expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
      await database.close();
      expect(existsSync(lockFile(dir))).toBe(false);
    }
  });

  it('a leftover file with our own pid (a restarted container) is stale, not ours', () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(lockFile(dir), `${process.pid}\n`);
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DatabaseLockedError);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('release leaves a lock that another process took over alone', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    writeFileSync(lockFile(dir), `${process.ppid}\n`);
    release();
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.ppid));
  });
});
