import { CollectionQueries, pageCount, type ReadModels } from '../../kit/read/index.ts';
import { notFound } from '../../kit/write/index.ts';
import { MESSAGES } from './decider.ts';
import type { FeedbackStatus } from './events.ts';
import {
  FEEDBACK_PROJECTION,
  feedbackItemDto,
  type FeedbackDoc,
  type FeedbackItemDto,
  type FeedbackPageDto,
} from './view.ts';

/** The admins' inbox of questions from the site's forms: the feedback read model, read here only (ADR 0045). */
export class FeedbackQueries extends CollectionQueries<FeedbackDoc> {
  constructor(readModels: ReadModels) {
    super(readModels, FEEDBACK_PROJECTION);
  }

  /** Newest first, optionally one status; «Обращение не найдено» is not asked here. */
  async page(status: FeedbackStatus | undefined, page: number, limit: number): Promise<FeedbackPageDto> {
    const filter = status ? { status } : {};
    const docs = await this.collection();
    const [total, found] = await Promise.all([
      docs.count(filter),
      docs.find(filter, { sort: { createdAt: -1, id: -1 }, skip: (page - 1) * limit, limit }),
    ]);
    return { items: found.map(feedbackItemDto), total, totalPages: pageCount(total, limit), page };
  }

  /** One question, or 404 with the module's message. */
  async item(id: number): Promise<FeedbackItemDto> {
    const doc = await (await this.collection()).get(String(id));
    if (!doc) throw notFound(MESSAGES.notFound);
    return feedbackItemDto(doc);
  }
}
