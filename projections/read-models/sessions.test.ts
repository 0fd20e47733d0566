import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { sessionsProjection } from './sessions.ts';

const spec = ProjectionSpecification.for(sessionsProjection);
const h = (n: number): string => n.toString(16).padStart(64, 'a');

const recorded = (events: Array<{ type: string; data: unknown }>) =>
  recordedEvents((event) => `session-${(event.data as { sessionId: string }).sessionId}`, events, {
    userId: '7',
    at: (index) => `2026-01-0${index + 1}T00:00:00.000Z`,
  });

const history = recorded([
  {
    type: 'SessionStarted',
    data: { sessionId: 's1', userId: 7, tokenHash: h(1), expiresAt: '2026-02-01T00:00:00.000Z' },
  },
  {
    type: 'SessionStarted',
    data: { sessionId: 's2', userId: 7, tokenHash: h(2), expiresAt: '2026-02-02T00:00:00.000Z' },
  },
  { type: 'SessionRefreshed', data: { sessionId: 's1', tokenHash: h(3), previousHash: h(1) } },
  { type: 'SessionRevoked', data: { sessionId: 's2', reason: 'password-changed' } },
]);

describe('sessions projection', () => {
  it('keeps whose each family is and whether it was revoked, without token hashes', async () => {
    const docs = await spec.project([history]);
    expect(docs).toEqual([
      {
        _id: 's1',
        sessionId: 's1',
        userId: 7,
        startedAt: '2026-01-01T00:00:00.000Z',
        expiresAt: '2026-02-01T00:00:00.000Z',
        refreshedAt: '2026-01-03T00:00:00.000Z',
        revoked: false,
        revokedReason: null,
      },
      {
        _id: 's2',
        sessionId: 's2',
        userId: 7,
        startedAt: '2026-01-02T00:00:00.000Z',
        expiresAt: '2026-02-02T00:00:00.000Z',
        refreshedAt: null,
        revoked: true,
        revokedReason: 'password-changed',
      },
    ]);
    for (const n of [1, 2, 3]) expect(JSON.stringify(docs)).not.toContain(h(n));
  });

  it('gives the same documents when every batch is applied twice', async () => {
    const once = await spec.project([history]);
    expect(
      await spec.project([history.slice(0, 2), history.slice(0, 2), history.slice(2), history.slice(1)]),
    ).toEqual(once);
  });
});
