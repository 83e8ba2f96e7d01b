import path from 'node:path';
import { DiskFileStore } from './disk-store.js';
import type { FileStore } from './file-store.js';
import { parseS3Url, S3FileStore } from './s3-store.js';

export { DiskFileStore } from './disk-store.js';
export type { FileStore } from './file-store.js';
export { parseS3Url, S3FileStore, type S3Location } from './s3-store.js';

/** The configured store: the S3 bucket when S3_URL is set, else DATA_DIR/files. */
export function createFileStore(config: { dataDir: string; s3Url: string | undefined }): FileStore {
  return config.s3Url
    ? new S3FileStore(parseS3Url(config.s3Url))
    : new DiskFileStore(path.join(config.dataDir, 'files'));
}
