import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { newsEvents, type NewsEvent } from './events.ts';
import { MESSAGES, newsDecider, type NewsCommand } from './news-decider.ts';

const spec = DeciderSpecification.for(newsDecider, newsEvents);

const text = {
  title: 'Новый склад в Ростове',
  content: '<p>Открыт склад.</p>',
  image: '/uploads/images/a.webp',
};
const created: NewsEvent = { type: 'NewsCreated', data: { newsId: 1, ...text } };
const published: NewsEvent = {
  type: 'NewsPublished',
  data: { newsId: 1, publishedAt: '2026-11-01T09:00:00.000Z' },
};
const create = (over: Partial<typeof text> = {}): NewsCommand => ({
  kind: 'create',
  newsId: 1,
  ...text,
  ...over,
});
const edit = (over: Partial<typeof text> = {}): NewsCommand => ({
  kind: 'edit',
  newsId: 1,
  ...text,
  ...over,
});

describe('news decider', () => {
  it('creates a draft with sanitized HTML and a trimmed title', () => {
    spec
      .given()
      .when(
        create({
          title: '  Новый склад в Ростове ',
          content: '<p onclick="x()">Открыт склад.</p><script>x()</script>',
        }),
      )
      .then([created]);
  });

  it('creates and publishes in one append when a publication time is given', () => {
    spec
      .given()
      .when({ kind: 'create', newsId: 1, ...text, publishedAt: '2026-11-01T12:00:00+03:00' })
      .then([created, published]);
  });

  it('refuses a blank title, a text without words, a foreign-looking image address', () => {
    spec
      .given()
      .when(create({ title: ' ' }))
      .thenRefused({
        status: 400,
        message: MESSAGES.titleRequired,
        fields: { title: MESSAGES.titleRequired },
      });
    spec
      .given()
      .when(create({ title: 'Т'.repeat(201) }))
      .thenRefused({ status: 400, message: MESSAGES.titleRequired });
    spec
      .given()
      .when(create({ content: '<script>x()</script><p> </p>' }))
      .thenRefused({ status: 400, message: MESSAGES.contentRequired });
    spec
      .given()
      .when(create({ content: 'а'.repeat(100_001) }))
      .thenRefused({ status: 400, message: MESSAGES.contentTooLong });
    for (const image of [
      '//evil.example/a.png',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
    ])
      spec.given().when(create({ image })).thenRefused({ status: 400, message: MESSAGES.badImage });
  });

  it('refuses creating the same item twice', () => {
    spec.given(created).when(create()).thenRefused({ status: 409, message: MESSAGES.alreadyExists });
  });

  it('edits, and writes nothing when nothing changed', () => {
    spec
      .given(created)
      .when(edit({ title: 'Склад в Ростове-на-Дону' }))
      .then([{ type: 'NewsEdited', data: { newsId: 1, ...text, title: 'Склад в Ростове-на-Дону' } }]);
    spec.given(created).when(edit()).then([]);
  });

  it('publishes now or at a later time, normalised to UTC; the same date again writes nothing', () => {
    spec
      .given(created)
      .when({ kind: 'publish', newsId: 1, publishedAt: '2026-11-01T12:00:00+03:00' })
      .then([published]);
    spec
      .given(created, published)
      .when({ kind: 'publish', newsId: 1, publishedAt: '2026-11-01T09:00:00.000Z' })
      .then([]);
    spec
      .given(created)
      .when({ kind: 'publish', newsId: 1, publishedAt: 'завтра' })
      .thenRefused({ status: 400, message: MESSAGES.badDate });
  });

  it('takes a published item down to a draft, and refuses to take down a draft', () => {
    spec
      .given(created, published)
      .when({ kind: 'unpublish', newsId: 1 })
      .then([{ type: 'NewsUnpublished', data: { newsId: 1 } }]);
    spec
      .given(created)
      .when({ kind: 'unpublish', newsId: 1 })
      .thenRefused({ status: 409, message: MESSAGES.alreadyDraft });
  });

  it('deletes; a deleted or unknown item is not found for every command', () => {
    const deleted: NewsEvent = { type: 'NewsDeleted', data: { newsId: 1 } };
    spec.given(created, published).when({ kind: 'delete', newsId: 1 }).then([deleted]);
    for (const command of [
      edit(),
      { kind: 'delete', newsId: 1 },
      { kind: 'unpublish', newsId: 1 },
      { kind: 'publish', newsId: 1, publishedAt: '2026-11-01T09:00:00Z' },
    ] as NewsCommand[]) {
      spec.given(created, deleted).when(command).thenRefused({ status: 404, message: MESSAGES.notFound });
      spec.given().when(command).thenRefused({ status: 404, message: MESSAGES.notFound });
    }
  });

  it('folds the state the commands decide on', () => {
    expect(spec.given(created, published).state).toMatchObject({
      status: 'published',
      publishedAt: '2026-11-01T09:00:00.000Z',
    });
  });
});
