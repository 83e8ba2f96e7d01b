import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, never a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so unknown e-mails are not told apart by timing. */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword('tahsilat-dummy-password-for-timing-1');
  await verifyPassword(await dummyHash, password);
}
