// Public surface of the feedback feature: the question form of the home and contacts pages.
export { FeedbackForm } from './FeedbackForm';
export type { FeedbackFormProps } from './FeedbackForm';
export { sendFeedback, useSendFeedback } from './api/sendFeedback';
export {
  EMPTY_FEEDBACK,
  FEEDBACK_FIELDS,
  FEEDBACK_TEXT,
  isEmail,
  toFeedbackPayload,
  validateFeedback,
} from './model';
export type { FeedbackErrors, FeedbackField, FeedbackPayload, FeedbackSource, FeedbackValues } from './model';
