export {
  feedbackEvents,
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  type FeedbackEvent,
  type FeedbackSubmitted,
  type FeedbackSource,
  type FeedbackStatus,
  feedbackStream,
} from './events.ts';
export {
  feedbackDecider,
  isEmail,
  isPhone,
  MESSAGES as FEEDBACK_MESSAGES,
  type FeedbackCommand,
  type FeedbackState,
} from './decider.ts';
export {
  FeedbackCommands,
  FEEDBACK_SEQUENCE,
  type SubmitFeedbackInput,
  type FeedbackOutcome,
} from './commands.ts';
export {
  createSubmissionLimiter,
  SUBMISSIONS_PER_WINDOW,
  SUBMISSION_WINDOW_SECONDS,
  type SubmissionLimiter,
  type SubmissionLimiterOptions,
  type LimitDecision,
} from './rate-limit.ts';
export {
  FEEDBACK_PROJECTION,
  feedbackItemDto,
  type FeedbackDoc,
  type FeedbackItemDto,
  type FeedbackPageDto,
} from './view.ts';
export { feedbackAudit } from './audit.ts';
