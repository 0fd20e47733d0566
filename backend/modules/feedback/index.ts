export { feedbackEvents, type FeedbackSubmitted, feedbackStream } from './events.ts';
export { MESSAGES as FEEDBACK_MESSAGES } from './decider.ts';
export { FeedbackCommands } from './commands.ts';
export { FeedbackQueries } from './queries.ts';
export { createSubmissionLimiter } from './rate-limit.ts';
