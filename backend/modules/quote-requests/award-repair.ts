import type { RecordedEvent } from '../../../infra/event-store/index.ts';

const STREAM = /^quote-request-(\d+)$/;

/**
 * Which request an award completes (ADR 0072): every `QuoteRequestAwarded` is followed by
 * `completeAward(requestId)`, which makes the orders the award names and still lack. The award's
 * own command does the same at once; the process manager and the sweep at start (`followSteps`,
 * `sweepSteps`) cover a process that stopped between the award and its last order.
 */
export function awardOf(event: RecordedEvent): number | null {
  if (event.type !== 'QuoteRequestAwarded') return null;
  const match = STREAM.exec(event.streamId);
  return match ? Number(match[1]) : null;
}
