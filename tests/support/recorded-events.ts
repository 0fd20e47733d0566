import type { RecordedEvent } from '../../infra/event-store/index.ts';

/**
 * Events as the store hands them to projections, for projection tests: one stream, revisions
 * and positions counting from the start, an admin as the author.
 */
export function recordedEvents(
  streamId: string | ((event: { type: string; data: unknown }) => string),
  events: ReadonlyArray<{ type: string; data: unknown }>,
  options: { at?: (index: number) => string; userId?: string } = {},
): RecordedEvent[] {
  return events.map((event, index) => ({
    id: `e${index}`,
    streamId: typeof streamId === 'string' ? streamId : streamId(event),
    revision: index,
    type: event.type,
    data: event.data,
    metadata: {
      userId: options.userId ?? '1',
      role: 'admin',
      at: options.at?.(index) ?? '2026-01-01T00:00:00.000Z',
      correlationId: 'c',
      causationId: null,
    },
    position: { commit: index + 1, prepare: index + 1 },
    created: '2026-01-01T00:00:00.000Z',
  }));
}
