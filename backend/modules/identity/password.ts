import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * OWASP password storage cheat sheet: scrypt with N=2^17, r=8, p=1. The cost is log2(N); a lower one
 * is for test runs only (PASSWORD_HASH_COST, ADR 0061): every registration and sign-in pays it.
 */
export const DEFAULT_PASSWORD_COST = 17;
const BLOCK = { r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, cost: number = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 2 ** cost, ...BLOCK };
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
