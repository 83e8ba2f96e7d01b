import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3, TEST_BUCKET } from '../../../test/s3-server.js';
import { loadConfig } from '../../config.js';
import { createFileStore, DiskFileStore, type FileStore, parseS3Url, S3FileStore } from './index.js';

let s3: LocalS3;
let diskRoot: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  diskRoot = mkdtempSync(path.join(tmpdir(), 'tahsilat-files-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

const stores: Array<[string, () => FileStore]> = [
  ['disk', () => new DiskFileStore(diskRoot)],
  ['S3 (local s3rver)', () => new S3FileStore(parseS3Url(s3.url))],
];

describe.each(stores)('the file store contract: %s', (_name, make) => {
  it('reads back what it wrote, byte for byte', async () => {
    const store = make();
    const key = `tenants/${randomBytes(4).toString('hex')}/${randomBytes(16).toString('hex')}.png`;
    const body = randomBytes(200_000);
    await store.put(key, body, 'image/png');
    expect((await store.get(key))?.equals(body)).toBe(true);
  });

  it('answers null for a missing file and deletes quietly, twice', async () => {
    const store = make();
    const key = `tenants/x/${randomBytes(16).toString('hex')}.pdf`;
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('refuses a key that could leave its folder', async () => {
    const store = make();
    for (const key of ['../etc/passwd', 'tenants/../../x.png', '/abs.png', 'tenants/A.png', 'a//b.png']) {
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
      await expect(store.get(key)).rejects.toThrow(/invalid storage key/);
    }
  });

  it('shares files between two instances of the store', async () => {
    const key = `tenants/shared/${randomBytes(16).toString('hex')}.svg`;
    await make().put(key, Buffer.from('<svg/>'), 'image/svg+xml');
    expect((await make().get(key))?.toString()).toBe('<svg/>');
  });
});

describe('the S3 store', () => {
  it('reports refused credentials as an error, never as a missing file', async () => {
    const key = `tenants/x/${randomBytes(16).toString('hex')}.png`;
    await new S3FileStore(parseS3Url(s3.url)).put(key, Buffer.from('png'), 'image/png');
    const wrong = new S3FileStore({
      ...parseS3Url(s3.url),
      accessKeyId: 'NOT-OURS',
      secretAccessKey: 'wrong',
    });
    await expect(wrong.get(key)).rejects.toThrow(/object storage GET .*403/);
    await expect(wrong.put(key, Buffer.from('other'), 'image/png')).rejects.toThrow(
      /object storage PUT .*403/,
    );
  });
});

describe('S3_URL in the configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/tahsilat-config-test', JWT_SECRET: 'x'.repeat(40) };

  it('reads key, secret, host, bucket and region', () => {
    expect(parseS3Url('s3://AK%2B1:se%2Fcret@objects.example.com:9000/uploads?region=eu-central-1')).toEqual({
      endpoint: 'https://objects.example.com:9000',
      bucket: 'uploads',
      accessKeyId: 'AK+1',
      secretAccessKey: 'se/cret',
      region: 'eu-central-1',
    });
    expect(parseS3Url('s3+http://k:s@127.0.0.1:9000/b').endpoint).toBe('http://127.0.0.1:9000');
  });

  it('refuses a URL without credentials, bucket or the s3 scheme at start-up', () => {
    for (const S3_URL of ['s3://host:9000/bucket', 's3://k:s@host:9000/', 'https://k:s@host/b', 'nonsense']) {
      expect(() => loadConfig({ ...base, S3_URL })).toThrow(/S3_URL/);
    }
  });

  it('chooses S3 when set and DATA_DIR/files when not', () => {
    const onDisk = createFileStore(loadConfig(base));
    expect(onDisk.description).toBe(`disk ${path.resolve('/tmp/tahsilat-config-test/files')}`);
    const onS3 = createFileStore(
      loadConfig({ ...base, S3_URL: `s3://k:s@objects.example.com/${TEST_BUCKET}` }),
    );
    expect(onS3.description).toBe(`s3 https://objects.example.com/${TEST_BUCKET}`);
  });
});
