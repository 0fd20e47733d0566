import { describe, it } from 'vitest';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { newsProjection } from './news.ts';

const text = { title: 'Колёсные пары: приёмка', content: '<p>Проверьте клеймение.</p>', image: null };
const at = (hour: number) => ({ at: `2026-10-01T${String(hour).padStart(2, '0')}:00:00.000Z` });

describe('news projection', () => {
  it('follows a draft through editing, publication and withdrawal, with the times of its events', async () => {
    await ProjectionSpecification.for(newsProjection)
      .given(
        { type: 'NewsCreated', data: { newsId: 1, ...text }, metadata: at(8) },
        { type: 'NewsEdited', data: { newsId: 1, ...text, title: 'Приёмка колёсных пар' }, metadata: at(9) },
        {
          type: 'NewsPublished',
          data: { newsId: 1, publishedAt: '2026-10-02T06:00:00.000Z' },
          metadata: at(10),
        },
        {
          type: 'NewsCreated',
          data: { newsId: 2, ...text, image: '/uploads/images/b.webp' },
          metadata: at(11),
        },
        {
          type: 'NewsPublished',
          data: { newsId: 2, publishedAt: '2026-10-01T11:00:00.000Z' },
          metadata: at(11),
        },
        { type: 'NewsUnpublished', data: { newsId: 2 }, metadata: at(12) },
      )
      .then([
        {
          _id: '1',
          id: 1,
          title: 'Приёмка колёсных пар',
          content: '<p>Проверьте клеймение.</p>',
          image: null,
          status: 'published',
          publishedAt: '2026-10-02T06:00:00.000Z',
          createdAt: '2026-10-01T08:00:00.000Z',
          updatedAt: '2026-10-01T10:00:00.000Z',
        },
        {
          _id: '2',
          id: 2,
          title: 'Колёсные пары: приёмка',
          content: '<p>Проверьте клеймение.</p>',
          image: '/uploads/images/b.webp',
          status: 'draft',
          publishedAt: null,
          createdAt: '2026-10-01T11:00:00.000Z',
          updatedAt: '2026-10-01T12:00:00.000Z',
        },
      ]);
  });

  it('removes a deleted item', async () => {
    await ProjectionSpecification.for(newsProjection)
      .given(
        { type: 'NewsCreated', data: { newsId: 3, ...text }, metadata: at(8) },
        { type: 'NewsDeleted', data: { newsId: 3 }, metadata: at(9) },
      )
      .then([]);
  });
});
