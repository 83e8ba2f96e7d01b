import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type FileStore } from './file-store.js';

/** Files in a folder (DATA_DIR/files): the default for one server. */
export class DiskFileStore implements FileStore {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `disk ${root}`;
  }

  private fileOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed: a reader never meets half a file.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temporary, body, { mode: 0o640 });
    await rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return null;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
