/**
 * Where uploaded files live (issue 15): the tenants' logos, sign-in banners and agreement PDFs. One interface,
 * two places: a folder under DATA_DIR (one server) or an S3-compatible bucket (several instances share it).
 * Keys are chosen by the server, never by the uploader (`tenants/<tenant id>/<random>.<ext>`).
 */
export interface FileStore {
  /** Writes the bytes under the key, replacing nothing else; a key is written once and never changed. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Where the files are, for the start-up log (never a secret). */
  readonly description: string;
}

/** A key the stores accept: lower-case segments of letters, digits, dots, dashes and underscores. */
const KEY_PATTERN = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+(?:\.[a-z0-9]+)?)*$/;

export function checkKey(key: string): string {
  if (key.length > 200 || !KEY_PATTERN.test(key)) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
