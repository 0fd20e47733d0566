import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String.check(Schema.isMinLength(1));
const Instant = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/));

/** What an admin writes: `content` is HTML already passed through the sanitizer (ADR 0021). */
const NewsContent = {
  newsId: Id,
  title: Text,
  content: Text,
  image: Schema.NullOr(Text),
};

const newsSchemas = {
  /** A draft: nobody but admins sees it until it is published. */
  NewsCreated: Schema.Struct(NewsContent),
  NewsEdited: Schema.Struct(NewsContent),
  /** Visible from `publishedAt` on: a time in the future schedules the publication. */
  NewsPublished: Schema.Struct({ newsId: Id, publishedAt: Instant }),
  /** Back to a draft: the public no longer sees it. */
  NewsUnpublished: Schema.Struct({ newsId: Id }),
  NewsDeleted: Schema.Struct({ newsId: Id }),
};

type Events<S extends Record<string, Schema.Top>> = {
  [K in keyof S & string]: DomainEvent<K, S[K]['Type']>;
}[keyof S & string];

export type NewsEvent = Events<typeof newsSchemas>;

export const newsEvents = new EventCodec<NewsEvent>(newsSchemas);

/** Each news item is its own stream; ids from the `news` sequence, so `/news/42` addresses it. */
export const newsStream = (newsId: number): string => `news-${newsId}`;
