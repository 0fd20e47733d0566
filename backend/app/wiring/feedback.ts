import { FeedbackCommands, FeedbackQueries, createSubmissionLimiter } from '../../modules/feedback/index.ts';
import { feedbackRouter } from '../../modules/feedback/http.ts';
import type { WiringKit } from './kit.ts';

/** Questions from the site's forms; an admin's answer goes to the asker's e-mail. */
export function wireFeedback({ platform, counters }: WiringKit) {
  const commands = new FeedbackCommands(platform.events, platform.sequences, {
    mailer: platform.mailer,
    siteUrl: platform.siteUrl,
  });
  const queries = new FeedbackQueries(platform.readModels);
  const limiter = createSubmissionLimiter(counters);
  return {
    commands,
    queries,
    router: feedbackRouter({ commands, queries, readModels: platform.readModels, limiter }),
  };
}
