import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { signInLinkEvents, type SignInLinkEvent } from './events.ts';
import { linkDecider, type LinkCommand } from './link-decider.ts';

const INVALID = 'Ссылка недействительна';
const h = (n: number): string => n.toString(16).padStart(64, '0');
const spec = DeciderSpecification.for(
  linkDecider({ requested: 'SignInLinkRequested', used: 'SignInLinkUsed' }, INVALID),
  signInLinkEvents,
);

const requested = (hash: number, expiresAt = '2026-03-01T10:15:00.000Z'): SignInLinkEvent => ({
  type: 'SignInLinkRequested',
  data: { userId: 7, tokenHash: h(hash), expiresAt },
});
const used = (hash: number): SignInLinkEvent => ({
  type: 'SignInLinkUsed',
  data: { userId: 7, tokenHash: h(hash) },
});
const use = (hash: number, now = '2026-03-01T10:05:00.000Z'): LinkCommand => ({
  kind: 'use',
  userId: 7,
  tokenHash: h(hash),
  now,
});
const refused = { status: 400, message: INVALID, fields: { token: INVALID } };

describe('mailed single-use links', () => {
  it('records a request with its expiry', () => {
    spec
      .given()
      .when({ kind: 'request', userId: 7, tokenHash: h(1), expiresAt: '2026-03-01T10:15:00.000Z' })
      .then([requested(1)]);
  });

  it('a link works once, before it expires', () => {
    spec
      .given(requested(1))
      .when(use(1))
      .then([used(1)]);
    spec.given(requested(1), used(1)).when(use(1)).thenRefused(refused);
    spec.given(requested(1)).when(use(1, '2026-03-01T10:15:00.000Z')).thenRefused(refused);
  });

  it('a new request leaves the older link open; a link never requested is refused', () => {
    spec
      .given(requested(1), requested(2))
      .when(use(1))
      .then([used(1)]);
    spec.given(requested(1)).when(use(3)).thenRefused(refused);
  });
});
