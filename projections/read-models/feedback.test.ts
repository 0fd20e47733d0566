import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryReadStore } from '../../infra/read-store/index.ts';
import { createEventStore, type RecordedEvent } from '../../infra/event-store/index.ts';
import { catchUp, ProjectionSpecification, type ProjectionDefinition } from '../../backend/kit/read/index.ts';
import { feedbackProjection } from './feedback.ts';

const definition: ProjectionDefinition = feedbackProjection as ProjectionDefinition;

function recorded(
  events: Array<{ type: string; data: { feedbackId: number; [field: string]: unknown }; at: string }>,
): RecordedEvent[] {
  return events.map((event, index) => ({
    id: `e${index}`,
    streamId: `feedback-${event.data.feedbackId}`,
    revision: event.type === 'FeedbackSubmitted' ? 0 : 1,
    type: event.type,
    data: event.data,
    metadata: { userId: null, role: null, at: event.at, correlationId: 'c', causationId: null },
    position: { commit: index + 1, prepare: index + 1 },
    created: event.at,
  }));
}

const submitted = (feedbackId: number, at: string, over: Record<string, unknown> = {}) => ({
  type: 'FeedbackSubmitted',
  data: {
    feedbackId,
    name: 'Иван',
    phone: '+7 900 123-45-67',
    email: null,
    message: 'Есть ли в наличии корпус автосцепки СА-3?',
    source: 'home',
    ...over,
  },
  at,
});

const history = recorded([
  submitted(1, '2026-03-01T09:00:00.000Z'),
  submitted(2, '2026-03-01T10:00:00.000Z', {
    name: 'Мария',
    phone: null,
    email: 'snab@zavod.ru',
    message: 'Хотим стать поставщиком',
    source: 'contacts',
  }),
  { type: 'FeedbackProcessed', data: { feedbackId: 1, note: 'Перезвонили' }, at: '2026-03-02T08:30:00.000Z' },
  submitted(3, '2026-03-02T09:00:00.000Z', { email: 'ivan@zavod.ru' }),
  { type: 'FeedbackProcessed', data: { feedbackId: 3, note: null }, at: '2026-03-02T09:15:00.000Z' },
]);

const project = (batches: RecordedEvent[][]) =>
  ProjectionSpecification.for(feedbackProjection).project(batches, { sort: { id: 1 } });

describe('feedback projection', () => {
  it('builds one document per question, with the times of its events', async () => {
    expect(await project([history])).toEqual([
      {
        _id: '1',
        id: 1,
        name: 'Иван',
        phone: '+7 900 123-45-67',
        email: null,
        message: 'Есть ли в наличии корпус автосцепки СА-3?',
        source: 'home',
        status: 'processed',
        createdAt: '2026-03-01T09:00:00.000Z',
        processedAt: '2026-03-02T08:30:00.000Z',
        note: 'Перезвонили',
      },
      {
        _id: '2',
        id: 2,
        name: 'Мария',
        phone: null,
        email: 'snab@zavod.ru',
        message: 'Хотим стать поставщиком',
        source: 'contacts',
        status: 'new',
        createdAt: '2026-03-01T10:00:00.000Z',
        processedAt: null,
        note: null,
      },
      {
        _id: '3',
        id: 3,
        name: 'Иван',
        phone: '+7 900 123-45-67',
        email: 'ivan@zavod.ru',
        message: 'Есть ли в наличии корпус автосцепки СА-3?',
        source: 'home',
        status: 'processed',
        createdAt: '2026-03-02T09:00:00.000Z',
        processedAt: '2026-03-02T09:15:00.000Z',
        note: null,
      },
    ]);
  });

  it('gives the same documents when every batch is applied twice', async () => {
    const once = await project([history.slice(0, 3), history.slice(3)]);
    const twice = await project([
      history.slice(0, 3),
      history.slice(0, 3),
      history.slice(3),
      history.slice(3),
    ]);
    expect(twice).toEqual(once);
  });

  it('gives the same documents when a crash replays from an older checkpoint', async () => {
    const once = await project([history]);
    const replayed = await project([history.slice(0, 4), history.slice(1)]);
    expect(replayed).toEqual(once);
  });

  it('rejects an event whose payload breaks its schema', async () => {
    const broken = recorded([submitted(1, '2026-03-01T09:00:00.000Z', { phone: null, email: null })]);
    await expect(project([broken])).rejects.toThrow(/FeedbackSubmitted/);
    const badSource = recorded([submitted(1, '2026-03-01T09:00:00.000Z', { source: 'footer' })]);
    await expect(project([badSource])).rejects.toThrow(/FeedbackSubmitted/);
  });
});

describe('feedback projection over the SQLite event store', () => {
  it('takes the times from the metadata the store reads lazily', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'feedback-projection-'));
    const events = await createEventStore({ dataDir });
    try {
      const write = (streamId: string, revision: number | 'no_stream', event: (typeof history)[number]) =>
        events.append(
          streamId,
          [{ id: crypto.randomUUID(), type: event.type, data: event.data, metadata: event.metadata }],
          revision,
        );
      await write('feedback-1', 'no_stream', history[0]!);
      await write('feedback-1', 0, history[2]!);
      const store = new MemoryReadStore();
      await catchUp({ definition, events, store, collection: 'feedback_sqlite' });
      expect(await store.collection('feedback_sqlite').get('1')).toMatchObject({
        status: 'processed',
        createdAt: '2026-03-01T09:00:00.000Z',
        processedAt: '2026-03-02T08:30:00.000Z',
        note: 'Перезвонили',
      });
    } finally {
      await events.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('feedback projection, as a specification', () => {
  it('marks a question processed with the note and time of its event', async () => {
    await ProjectionSpecification.for(feedbackProjection)
      .given(
        {
          type: 'FeedbackSubmitted',
          data: {
            feedbackId: 4,
            name: 'Олег',
            phone: null,
            email: 'oleg@depo.ru',
            message: 'Нужна боковая рама',
            source: 'contacts',
          },
          metadata: { at: '2026-04-01T10:00:00.000Z' },
        },
        {
          type: 'FeedbackProcessed',
          data: { feedbackId: 4, note: 'Ответили письмом' },
          metadata: { at: '2026-04-01T11:00:00.000Z' },
        },
      )
      .then([
        {
          _id: '4',
          id: 4,
          name: 'Олег',
          phone: null,
          email: 'oleg@depo.ru',
          message: 'Нужна боковая рама',
          source: 'contacts',
          status: 'processed',
          createdAt: '2026-04-01T10:00:00.000Z',
          processedAt: '2026-04-01T11:00:00.000Z',
          note: 'Ответили письмом',
        },
      ]);
  });
});
