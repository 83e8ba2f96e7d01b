import { AwsClient } from 'aws4fetch';
import { checkKey, type FileStore } from './file-store.js';

/** Where the bucket is, read from S3_URL (`s3://key:secret@host:9000/bucket`). */
export interface S3Location {
  /** https://host:port, or http:// for `s3+http://` (a local server). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** Reads S3_URL; `s3://` speaks https, `s3+http://` plain http; `?region=` defaults to us-east-1. */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 's3:' && url.protocol !== 's3+http:') {
    throw new Error('S3_URL must start with s3:// (or s3+http:// for a server without TLS)');
  }
  const scheme = url.protocol === 's3+http:' ? 'http' : 'https';
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!url.hostname || !bucket || bucket.includes('/')) {
    throw new Error('S3_URL needs a host and one bucket name: s3://key:secret@host:9000/bucket');
  }
  if (!url.username || !url.password) {
    throw new Error('S3_URL needs the access key and secret: s3://key:secret@host:9000/bucket');
  }
  return {
    endpoint: `${scheme}://${url.host}`,
    bucket,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    region: url.searchParams.get('region') ?? 'us-east-1',
  };
}

/** Files in an S3-compatible bucket (path-style addresses, signature v4): shared by every instance. */
export class S3FileStore implements FileStore {
  readonly description: string;
  private readonly client: AwsClient;

  constructor(
    private readonly location: S3Location,
    private readonly timeoutMs = 10_000,
  ) {
    this.description = `s3 ${location.endpoint}/${location.bucket}`;
    this.client = new AwsClient({
      accessKeyId: location.accessKeyId,
      secretAccessKey: location.secretAccessKey,
      service: 's3',
      region: location.region,
    });
  }

  private urlOf(key: string): string {
    const { endpoint, bucket } = this.location;
    return `${endpoint}/${encodeURIComponent(bucket)}/${checkKey(key)}`;
  }

  private async send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    return this.client.fetch(this.urlOf(key), {
      ...init,
      method,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, {
      body: new Uint8Array(body),
      headers: { 'content-type': contentType },
    });
    await expectOk(response, 'PUT', key);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await expectOk(response, 'GET', key, false);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (response.status !== 404) {
      await expectOk(response, 'DELETE', key);
    }
  }
}

async function expectOk(response: Response, method: string, key: string, drain = true): Promise<void> {
  if (!response.ok) {
    // The bucket's XML error names the problem (NoSuchBucket, AccessDenied, SignatureDoesNotMatch).
    const detail = (await response.text()).slice(0, 300);
    throw new Error(`object storage ${method} ${key}: ${response.status} ${detail}`);
  }
  if (drain) {
    await response.body?.cancel();
  }
}
