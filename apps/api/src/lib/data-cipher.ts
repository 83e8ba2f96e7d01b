import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** AES-256-GCM with DATA_KEY for secrets at rest (bank passwords and store keys): "v1:iv:tag:ciphertext". */
export class DataCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) {
      throw new Error('DATA_KEY must be 32 bytes');
    }
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      VERSION,
      iv.toString('base64'),
      cipher.getAuthTag().toString('base64'),
      body.toString('base64'),
    ].join(':');
  }

  decrypt(text: string): string {
    const [version, iv, tag, body] = text.split(':');
    if (version !== VERSION || !iv || !tag || body === undefined) {
      throw new Error('not a DATA_KEY ciphertext');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }
}
