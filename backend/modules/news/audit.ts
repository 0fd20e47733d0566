import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import type { NewsEvent } from './events.ts';

const news = auditEntity('news');

/** How the news desk's events read in the audit and in a news item's history. */
export const newsAudit: AuditCatalog<NewsEvent> = {
  NewsCreated: (d) => ({ ...news(d.newsId), action: 'Создана', name: d.title }),
  NewsEdited: (d) => ({
    ...news(d.newsId),
    action: 'Изменена',
    name: d.title,
    changes: [{ field: 'Заголовок', value: d.title }],
  }),
  NewsPublished: (d) => ({
    ...news(d.newsId),
    action: 'Опубликована',
    changes: [{ field: 'Дата публикации', value: d.publishedAt }],
  }),
  NewsUnpublished: (d) => ({ ...news(d.newsId), action: 'Снята с публикации' }),
  NewsDeleted: (d) => ({ ...news(d.newsId), action: 'Удалена' }),
};
