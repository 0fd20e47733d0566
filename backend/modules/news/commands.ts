import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import {
  PROVISIONAL_ID,
  handleCommandOn,
  type CommandContext,
  type Sequences,
} from '../../kit/write/index.ts';
import { newsEvents, newsStream } from './events.ts';
import { newsDecider, type NewsCommand, type NewsInput } from './news-decider.ts';

export const NEWS_SEQUENCE = 'news';

export interface NewsOutcome {
  readonly id: number;
  readonly position: Position | null;
}

/** The aggregate this module's commands run on. */
const NEWS_ITEMS = { streamOf: newsStream, decider: newsDecider, codec: newsEvents };

/** The admins' news: write, publish (now or at a given time), take down, delete. */
export class NewsCommands {
  private readonly store: EventStore;
  private readonly sequences: Sequences;

  constructor(store: EventStore, sequences: Sequences) {
    this.store = store;
    this.sequences = sequences;
  }

  private async run(command: NewsCommand, context: CommandContext): Promise<NewsOutcome> {
    return handleCommandOn(this.store, NEWS_ITEMS, command.newsId, command, context);
  }

  /** Whether any news id was ever given out: the demo seed writes only to a desk never used. */
  async anyWritten(): Promise<boolean> {
    return (await this.store.readStream(`sequence-${NEWS_SEQUENCE}`)).length > 0;
  }

  /** A new draft; published at once when `publishedAt` is given. */
  async create(
    input: NewsInput & { publishedAt?: string | null },
    context: CommandContext,
  ): Promise<NewsOutcome> {
    const command = (newsId: number): NewsCommand => ({
      kind: 'create',
      newsId,
      title: input.title,
      content: input.content,
      image: input.image,
      publishedAt: input.publishedAt ?? null,
    });
    // Refused before an id is spent (ADR 0052); created and published in one append.
    newsDecider.decide(command(PROVISIONAL_ID), newsDecider.initialState);
    return this.run(command(await this.sequences.allocate(NEWS_SEQUENCE, context)), context);
  }

  edit(newsId: number, input: NewsInput, context: CommandContext): Promise<NewsOutcome> {
    return this.run({ kind: 'edit', newsId, ...input }, context);
  }

  /** `publishedAt` in the future schedules it: the public sees it from then on. */
  publish(newsId: number, publishedAt: string, context: CommandContext): Promise<NewsOutcome> {
    return this.run({ kind: 'publish', newsId, publishedAt }, context);
  }

  unpublish(newsId: number, context: CommandContext): Promise<NewsOutcome> {
    return this.run({ kind: 'unpublish', newsId }, context);
  }

  delete(newsId: number, context: CommandContext): Promise<NewsOutcome> {
    return this.run({ kind: 'delete', newsId }, context);
  }
}
