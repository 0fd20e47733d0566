import type { Doc } from '../../../infra/read-store/index.ts';
import type { PageCount } from '../../kit/read/index.ts';
import type { FeedbackSource, FeedbackStatus } from './events.ts';

export const FEEDBACK_PROJECTION = 'feedback';

/** A question as the admin's list shows it. */
export interface FeedbackItemDto {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
  source: FeedbackSource;
  status: FeedbackStatus;
  createdAt: string;
  processedAt: string | null;
  note: string | null;
}

/** Read-model document of one question (projection `feedback`): the question as the list shows it; times are the events' `at`. */
export interface FeedbackDoc extends Doc, FeedbackItemDto {}

/** One page of the admin's list, newest first. */
export interface FeedbackPageDto extends PageCount {
  items: FeedbackItemDto[];
}

export function feedbackItemDto(doc: FeedbackDoc): FeedbackItemDto {
  return {
    id: doc.id,
    name: doc.name,
    phone: doc.phone,
    email: doc.email,
    message: doc.message,
    source: doc.source,
    status: doc.status,
    createdAt: doc.createdAt,
    processedAt: doc.processedAt,
    note: doc.note,
  };
}
