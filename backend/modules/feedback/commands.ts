import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import type { Mailer } from '../../../infra/mail/index.ts';
import {
  PROVISIONAL_ID,
  handleCommandOn,
  type CommandContext,
  type Sequences,
} from '../../kit/write/index.ts';
import { feedbackEvents, type FeedbackSource, type FeedbackSubmitted, feedbackStream } from './events.ts';
import { answerMail, type PostedAnswer } from './answer-mail.ts';
import { feedbackDecider, type FeedbackCommand } from './decider.ts';

export const FEEDBACK_SEQUENCE = 'feedback';

export interface SubmitFeedbackInput {
  readonly name: string;
  readonly phone?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly message: string;
  readonly source: FeedbackSource;
}

/** A site question as its own stream holds it, with who asked when they were signed in. */
export type SiteQuestion = FeedbackSubmitted & { readonly askerId: number | null };

/** Where answers go by e-mail: the mailer and the site's origin for links to attached files. */
export interface AnswerMail {
  readonly mailer: Mailer;
  readonly siteUrl: string;
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

/** The aggregate this module's commands run on. */
const FEEDBACK_MESSAGES = { streamOf: feedbackStream, decider: feedbackDecider, codec: feedbackEvents };

/** Visitors' questions from the site's forms, and their processing by an admin. */
export class FeedbackCommands {
  private readonly store: EventStore;
  private readonly sequences: Sequences;

  private readonly mail: AnswerMail | null;

  constructor(store: EventStore, sequences: Sequences, mail?: AnswerMail) {
    this.store = store;
    this.sequences = sequences;
    this.mail = mail ?? null;
  }

  /** A site question as its own stream holds it: who asked (when signed in) and how to answer. */
  async question(feedbackId: number): Promise<SiteQuestion | null> {
    const [first] = await this.store.readStream(feedbackStream(feedbackId));
    if (first?.type !== 'FeedbackSubmitted') return null;
    const data = feedbackEvents.check(first.type, first.data).data as FeedbackSubmitted;
    const userId = first.metadata?.userId;
    return {
      ...data,
      askerId: typeof userId === 'string' && /^[1-9]\d{0,15}$/.test(userId) ? Number(userId) : null,
    };
  }

  /** What a conversation about a site question is: with its asker (none when they were not signed in). */
  async subject(feedbackId: number): Promise<{ parties: number[]; label: string } | null> {
    const question = await this.question(feedbackId);
    return question
      ? {
          parties: question.askerId === null ? [] : [question.askerId],
          label: `Вопрос с сайта № ${feedbackId}`,
        }
      : null;
  }

  /**
   * A message was posted about a site question: an admin's answer goes to the asker's e-mail too,
   * and marks the question answered (already answered is fine).
   */
  async answerPosted(
    message: PostedAnswer & { readonly kind: string; readonly actor: { readonly role: string } },
    context: CommandContext,
  ): Promise<void> {
    if (message.kind !== 'feedback' || message.actor.role !== 'admin') return;
    const question = await this.question(message.id);
    if (!question) return;
    if (question.email && this.mail) {
      await this.mail.mailer.send(
        answerMail({ ...question, email: question.email }, message, this.mail.siteUrl),
      );
    }
    await this.process(message.id, null, context).catch(() => undefined);
  }

  private async run(command: FeedbackCommand, context: CommandContext): Promise<Position | null> {
    return (await handleCommandOn(this.store, FEEDBACK_MESSAGES, command.feedbackId, command, context))
      .position;
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
