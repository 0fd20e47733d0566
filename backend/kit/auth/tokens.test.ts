import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.ts';

describe('TokenService: access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token verified before with its claims until it expires, then refuses it', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T10:00:00Z') });
    const tokens = new TokenService('секрет-для-проверки-токенов-длиной-больше-32');
    const token = tokens.signAccess({ userId: '7', role: 'buyer', sid: 's-1' }, 60);
    expect(tokens.verifyAccess(token)).toEqual({ userId: '7', role: 'buyer', sid: 's-1' });
    vi.setSystemTime(Date.parse('2026-11-27T10:00:59Z'));
    expect(tokens.verifyAccess(token)).toEqual({ userId: '7', role: 'buyer', sid: 's-1' });
    vi.setSystemTime(Date.parse('2026-11-27T10:01:00Z'));
    expect(tokens.verifyAccess(token)).toBeNull();
    expect(tokens.verifyAccess(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, however often it is shown', () => {
    const tokens = new TokenService('секрет-для-проверки-токенов-длиной-больше-32');
    const foreign = new TokenService('другой-секрет-для-проверки-токенов-длиной-32').signAccess({
      userId: '7',
      role: 'admin',
    });
    const own = tokens.signAccess({ userId: '7', role: 'buyer' });
    expect(tokens.verifyAccess(own)).toEqual({ userId: '7', role: 'buyer' });
    const [head, , signature] = own.split('.');
    const body = Buffer.from(JSON.stringify({ sub: '7', role: 'admin', typ: 'access' })).toString(
      'base64url',
    );
    for (let i = 0; i < 2; i += 1) {
      expect(tokens.verifyAccess(foreign)).toBeNull();
      expect(tokens.verifyAccess(`${head}.${body}.${signature}`)).toBeNull();
    }
  });
});
