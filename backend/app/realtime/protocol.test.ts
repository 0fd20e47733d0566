import { describe, expect, it } from 'vitest';
import { originAllowed } from './gateway.ts';
import { parseClientMessage, parseRealtimeMessage } from './protocol.ts';

describe('client messages are untrusted input', () => {
  it.each([
    'null',
    '[]',
    '"auth"',
    '1',
    'true',
    '{}',
    '{"type":1}',
    '{',
    '',
    '{"__proto__":{"type":"auth"}}',
  ])('%s is a protocol violation', (text) => expect(parseClientMessage(text)).toEqual({ kind: 'violation' }));

  it('an object with an unknown type is ignored', () => {
    expect(parseClientMessage('{"type":"subscribe","channel":"all"}')).toEqual({ kind: 'unknown' });
  });

  it('auth needs a token; the user id, when given, is a number or a short string', () => {
    expect(parseClientMessage('{"type":"auth","token":"t"}')).toEqual({
      kind: 'auth',
      token: 't',
      userId: null,
    });
    expect(parseClientMessage('{"type":"auth","token":"t","userId":42}')).toEqual({
      kind: 'auth',
      token: 't',
      userId: '42',
    });
    expect(parseClientMessage('{"type":"auth","token":"t","userId":"42"}')).toEqual({
      kind: 'auth',
      token: 't',
      userId: '42',
    });
    for (const bad of [
      '{"type":"auth"}',
      '{"type":"auth","userId":42}',
      '{"type":"auth","token":""}',
      '{"type":"auth","token":7}',
      '{"type":"auth","token":"t","userId":-1}',
      '{"type":"auth","token":"t","userId":1.5}',
      '{"type":"auth","token":"t","userId":{}}',
      `{"type":"auth","token":"${'x'.repeat(5000)}"}`,
    ]) {
      expect(parseClientMessage(bad), bad.slice(0, 60)).toEqual({ kind: 'bad_auth' });
    }
  });
});

describe('pushes from pub/sub are checked before delivery', () => {
  it('keeps { userId, type, data } of a known type', () => {
    expect(parseRealtimeMessage({ userId: 5, type: 'notification', data: { a: 1 } })).toEqual({
      userId: '5',
      type: 'notification',
      data: { a: 1 },
    });
    expect(parseRealtimeMessage({ userId: '5', type: 'new_message' })).toEqual({
      userId: '5',
      type: 'new_message',
      data: null,
    });
  });
  it.each([
    null,
    [],
    'x',
    { type: 'notification' },
    { userId: '', type: 'notification' },
    { userId: '5', type: 'auth_ok' },
  ])('drops %j', (message) => expect(parseRealtimeMessage(message)).toBeNull());
});

describe('Origin allow-list', () => {
  it('by default admits pages of the socket host only, on any port', () => {
    expect(originAllowed('http://localhost:5173', 'localhost:3001', null)).toBe(true);
    expect(originAllowed('https://vagon.example', 'vagon.example:3001', null)).toBe(true);
    expect(originAllowed('https://evil.example', 'vagon.example:3001', null)).toBe(false);
    expect(originAllowed('https://vagon.example.evil.example', 'vagon.example:3001', null)).toBe(false);
    expect(originAllowed('null', 'vagon.example:3001', null)).toBe(false);
    expect(originAllowed('https://vagon.example', undefined, null)).toBe(false);
  });
  it('a configured list replaces the default; * admits any page', () => {
    expect(originAllowed('https://vagon.example', 'api.internal:3001', ['https://vagon.example'])).toBe(true);
    expect(originAllowed('http://api.internal', 'api.internal:3001', ['https://vagon.example'])).toBe(false);
    expect(originAllowed('https://anything.example', 'api.internal:3001', ['*'])).toBe(true);
  });
  it('clients that are not browsers (no Origin) authenticate by token alone', () => {
    expect(originAllowed(undefined, 'vagon.example:3001', ['https://vagon.example'])).toBe(true);
  });
});
