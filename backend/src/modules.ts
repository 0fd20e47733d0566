import type { Router } from 'express';
import { CategoryCommands, categoriesRouter } from '../modules/categories/index.ts';
import { CompanyCommands, companiesRouter, companyLookup } from '../modules/companies/index.ts';
import { ContentCommands, contentRouter } from '../modules/content/index.ts';
import {
  FeedbackCommands,
  createSubmissionLimiter,
  feedbackRouter,
  type SubmissionLimiter,
} from '../modules/feedback/index.ts';
import {
  IdentityCommands,
  accessGuard,
  DEFAULT_THROTTLE_POLICY,
  createAuthThrottle,
  identityRouter,
} from '../modules/identity/index.ts';
import type { AccessGuard } from './http/index.ts';
import type { Platform } from './platform.ts';

/** The bounded contexts wired to the platform: their command services and their HTTP routes. */
export interface Modules {
  readonly categories: CategoryCommands;
  readonly content: ContentCommands;
  readonly feedback: FeedbackCommands;
  /** Closed with the server: holds a Redis connection when REDIS_URL is set. */
  readonly feedbackLimiter: SubmissionLimiter;
  readonly identity: IdentityCommands;
  readonly companies: CompanyCommands;
  /** What `authenticate` checks after a token's signature: blocked users, revoked sessions. */
  readonly accessGuard: AccessGuard;
  readonly routers: readonly Router[];
}

export function createModules(platform: Platform): Modules {
  const categories = new CategoryCommands(platform.events, platform.sequences);
  const content = new ContentCommands(platform.events, platform.sequences);
  const feedback = new FeedbackCommands(platform.events, platform.sequences);
  const feedbackLimiter = createSubmissionLimiter({ redisUrl: platform.config.redisUrl });
  const identity = new IdentityCommands({
    store: platform.events,
    sequences: platform.sequences,
    reservations: platform.reservations,
    readModels: platform.readModels,
    tokens: platform.tokens,
    throttle: createAuthThrottle({
      redis: platform.sharedRedis(),
      keyPrefix: 'rl:auth',
      policy: { ...DEFAULT_THROTTLE_POLICY, ...platform.config.authLimits },
    }),
  });
  // Companies ask the accounts who is in which company; the accounts' events record the joining.
  const companies = new CompanyCommands(platform.events, platform.sequences, platform.reservations, {
    membership: (userId) => identity.membership(userId),
    join: (userId, companyId, isCompanyAdmin, context) => identity.joinCompany(userId, companyId, isCompanyAdmin, context),
  });
  return {
    categories,
    content,
    feedback,
    feedbackLimiter,
    identity,
    companies,
    accessGuard: accessGuard(platform.readModels),
    routers: [
      categoriesRouter({ commands: categories, readModels: platform.readModels }),
      contentRouter({ commands: content, readModels: platform.readModels }),
      feedbackRouter({ commands: feedback, readModels: platform.readModels, limiter: feedbackLimiter }),
      identityRouter({
        commands: identity,
        readModels: platform.readModels,
        dataDir: platform.config.dataDir,
        companyOf: companyLookup(platform.readModels),
      }),
      companiesRouter({ commands: companies, readModels: platform.readModels }),
    ],
  };
}
