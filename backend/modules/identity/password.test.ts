import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('carry their scrypt parameters, so a hash made at one cost verifies after the cost changes', async () => {
    const cheap = await hashPassword('пароль-1', 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('пароль-1', cheap)).toBe(true);
    expect(await verifyPassword('пароль-2', cheap)).toBe(false);
  });

  it('cost 2^17 (OWASP) unless told otherwise', async () => {
    expect(DEFAULT_PASSWORD_COST).toBe(17);
    expect(await hashPassword('пароль-1')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
