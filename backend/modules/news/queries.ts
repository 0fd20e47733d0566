import { CollectionQueries, pageCount, type ReadModels } from '../../kit/read/index.ts';
import { notFound } from '../../kit/write/index.ts';
import { MESSAGES, type NewsStatus } from './news-decider.ts';
import {
  NEWS_PROJECTION,
  adminNewsDto,
  newsDto,
  type AdminNewsDto,
  type NewsDoc,
  type NewsDto,
} from './view.ts';

export interface NewsPage<T> {
  news: T[];
  total: number;
  totalPages: number;
}

/** The news read model: the public sees published items whose date has come, admins see all. */
export class NewsQueries extends CollectionQueries<NewsDoc> {
  constructor(readModels: ReadModels) {
    super(readModels, NEWS_PROJECTION);
  }

  /** Newest publication first; a scheduled item appears once its time has come. */
  async publicPage(page: number, limit: number, now: Date): Promise<NewsPage<NewsDto>> {
    const filter = { status: 'published', publishedAt: { $lte: now.toISOString() } };
    const docs = await this.collection();
    const [total, found] = await Promise.all([
      docs.count(filter),
      docs.find(filter, { sort: { publishedAt: -1, id: -1 }, skip: (page - 1) * limit, limit }),
    ]);
    return { news: found.map(newsDto), total, totalPages: pageCount(total, limit) };
  }

  /** One item as the public sees it; unknown, draft or not yet due is «Новость не найдена». */
  async publicItem(id: number, now: Date): Promise<NewsDto> {
    const doc = await (await this.collection()).get(String(id));
    if (!doc || doc.status !== 'published' || doc.publishedAt === null || doc.publishedAt > now.toISOString())
      throw notFound(MESSAGES.notFound);
    return newsDto(doc);
  }

  /** A published item whose date has come, as stored (the page's head reads its dates), or null. */
  async published(id: number, now: Date): Promise<NewsDoc | null> {
    const doc = await (await this.collection()).get(String(id));
    return doc &&
      doc.status === 'published' &&
      doc.publishedAt !== null &&
      doc.publishedAt <= now.toISOString()
      ? doc
      : null;
  }

  /** Every published item whose date has come: ids and last changes, by id (for the sitemap). */
  async publishedPages(now: Date): Promise<Array<{ id: number; updatedAt: string }>> {
    const docs = await (
      await this.collection()
    ).find({ status: 'published', publishedAt: { $lte: now.toISOString() } }, { sort: { id: 1 } });
    return docs.map((doc) => ({ id: doc.id, updatedAt: doc.updatedAt }));
  }

  /** Any item that exists, as the public page shows it: an admin's preview of a draft or a scheduled item. */
  async preview(id: number): Promise<NewsDto> {
    const doc = await (await this.collection()).get(String(id));
    if (!doc) throw notFound(MESSAGES.notFound);
    return newsDto(doc);
  }

  /** Admins see drafts and scheduled items too, newest change first. */
  async adminPage(options: {
    page: number;
    limit: number;
    status?: NewsStatus;
    now: Date;
  }): Promise<NewsPage<AdminNewsDto>> {
    const filter = options.status ? { status: options.status } : {};
    const docs = await this.collection();
    const [total, found] = await Promise.all([
      docs.count(filter),
      docs.find(filter, {
        sort: { updatedAt: -1, id: -1 },
        skip: (options.page - 1) * options.limit,
        limit: options.limit,
      }),
    ]);
    return {
      news: found.map((doc) => adminNewsDto(doc, options.now)),
      total,
      totalPages: pageCount(total, options.limit),
    };
  }

  async adminItem(id: number, now: Date): Promise<AdminNewsDto> {
    const doc = await (await this.collection()).get(String(id));
    if (!doc) throw notFound(MESSAGES.notFound);
    return adminNewsDto(doc, now);
  }
}
