import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials (it checks the signature against them). */
const KEY = 'S3RVER';
export const TEST_BUCKET = 'tahsilat-uploads';

export interface LocalS3 {
  /** An S3_URL for the local server's bucket. */
  url: string;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver, an npm devDependency) on a free loopback port, in a temporary folder. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'tahsilat-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    url: `s3+http://${KEY}:${KEY}@127.0.0.1:${port}/${TEST_BUCKET}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
