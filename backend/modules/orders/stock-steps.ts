import type { RecordedEvent } from '../../../infra/event-store/index.ts';

const STREAM = /^order-(\d+)$/;

/**
 * Which order a recorded step asks to settle its stock for (ADR 0084): a receipt or a restock
 * recorded with `stockOnce`, whose stock change counts once on the product's stream. Steps
 * recorded before were counted by their own command and are left alone.
 */
export function stockStepOf(event: RecordedEvent): number | null {
  if (event.type !== 'OrderReceived' && event.type !== 'OrderRestocked') return null;
  const data = event.data as { stockOnce?: unknown };
  if (data.stockOnce !== true) return null;
  const match = STREAM.exec(event.streamId);
  return match ? Number(match[1]) : null;
}
