import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('e-mail addresses', () => {
  it('an e-mail needs an @ and a dot after it', () => {
    expect(isEmail('snab@zavod.ru')).toBe(true);
    expect(isEmail('snab@zavod')).toBe(false);
    expect(isEmail('')).toBe(false);
  });
});
