import {
  DEFAULT_THROTTLE_POLICY,
  IdentityCommands,
  IdentityQueries,
  PasswordResets,
  SignInLinks,
  accessGuard,
  createAuthThrottle,
} from '../../modules/identity/index.ts';
import { createSubmissionLimiter } from '../../modules/feedback/index.ts';
import type { CompanyQueries } from '../../modules/companies/index.ts';
import { identityRouter } from '../../modules/identity/http.ts';
import type { WiringKit } from './kit.ts';

/** Accounts, sessions, password resets and sign-in links; a member's company is read from the companies. */
export function wireIdentity({ platform, counters }: WiringKit, companies: CompanyQueries) {
  const { config } = platform;
  const queries = new IdentityQueries(platform.readModels, (companyId) => companies.nameOf(companyId));
  const commands = new IdentityCommands({
    store: platform.events,
    sequences: platform.sequences,
    reservations: platform.reservations,
    readModels: platform.readModels,
    tokens: platform.tokens,
    throttle: createAuthThrottle({
      counters,
      keyPrefix: 'rl:auth',
      policy: { ...DEFAULT_THROTTLE_POLICY, ...config.authLimits },
    }),
    passwordCost: config.passwordCost,
  });
  // Links in letters lead to PUBLIC_URL when it is set, else to the origin the request came to.
  const siteUrl = (origin: string) => (config.publicUrl ?? origin).replace(/\/+$/, '');
  // Reset links: 5 an hour per address and per account, shared by every API process over Redis.
  const resetLimiter = createSubmissionLimiter(counters, {
    name: 'rl:password-reset',
    points: 5,
    durationSeconds: 3600,
  });
  const router = identityRouter({
    commands,
    resets: new PasswordResets({
      store: platform.events,
      identity: commands,
      mailer: platform.mailer,
      siteUrl,
      limit: async (key) => (await resetLimiter.take(key)).allowed,
    }),
    loginLinks: new SignInLinks({
      store: platform.events,
      identity: commands,
      mailer: platform.mailer,
      siteUrl,
      counters,
      limits: config.loginLinkLimits,
    }),
    users: queries,
    readModels: platform.readModels,
    dataDir: config.dataDir,
    companyOf: (companyId) => companies.byId(companyId),
    companiesMatching: (fragment) => companies.idsMatching(fragment),
  });
  return { commands, queries, accessGuard: accessGuard(platform.readModels), router };
}
