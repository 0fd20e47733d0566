import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import {
  PROVISIONAL_ID,
  handleCommand,
  type CommandContext,
  type Sequences,
} from '../../src/write-kit/index.ts';
import { feedbackEvents, type FeedbackSource, feedbackStream } from './events.ts';
import { feedbackDecider, type FeedbackCommand } from './decider.ts';

export const FEEDBACK_SEQUENCE = 'feedback';

export interface SubmitFeedbackInput {
  readonly name: string;
  readonly phone?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly message: string;
  readonly source: FeedbackSource;
}

export interface FeedbackOutcome {
  readonly id: number;
  readonly position: Position | null;
}

/** Trimmed; blank or absent is null. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Visitors' questions from the site's forms, and their processing by an admin. */
export class FeedbackCommands {
  private readonly store: EventStore;
  private readonly sequences: Sequences;

  constructor(store: EventStore, sequences: Sequences) {
    this.store = store;
    this.sequences = sequences;
  }

  private async run(command: FeedbackCommand, context: CommandContext): Promise<Position | null> {
    const { position } = await handleCommand({
      store: this.store,
      streamId: feedbackStream(command.feedbackId),
      decider: feedbackDecider,
      codec: feedbackEvents,
      command,
      context,
    });
    return position;
  }

  /** Records a question; the acting user (if signed in) is in the event's metadata. */
  async submit(input: SubmitFeedbackInput, context: CommandContext): Promise<FeedbackOutcome> {
    const command = (feedbackId: number): FeedbackCommand => ({
      kind: 'submit',
      feedbackId,
      name: input.name.trim(),
      phone: optionalText(input.phone),
      email: optionalText(input.email),
      message: input.message.trim(),
      source: input.source,
    });
    // Refused before an id is spent (ADR 0052).
    feedbackDecider.decide(command(PROVISIONAL_ID), feedbackDecider.initialState);
    const feedbackId = await this.sequences.allocate(FEEDBACK_SEQUENCE, context);
    return { id: feedbackId, position: await this.run(command(feedbackId), context) };
  }

  /** An admin marks a question answered, with an optional note. */
  async process(
    feedbackId: number,
    note: string | null | undefined,
    context: CommandContext,
  ): Promise<FeedbackOutcome> {
    const position = await this.run({ kind: 'process', feedbackId, note: optionalText(note) }, context);
    return { id: feedbackId, position };
  }
}
