import type { RateCounter, RateCounters } from '../../../infra/rate-limit/index.ts';
import { TooManyRequestsError, type CommandContext } from '../../kit/write/index.ts';
import type { IssuedSession } from './commands.ts';
import { signInLinkEvents, signInLinkStream, type SignInLinkEvent } from './events.ts';
import { LINK_EMAIL_MESSAGE, MailedLink, type MailedLinkDeps } from './mailed-link.ts';
import { accountKey } from './throttle.ts';

export const LOGIN_LINK_MESSAGES = {
  sent: 'Если такой адрес зарегистрирован, мы отправили на него ссылку для входа. Ссылка действует 15 минут.',
  email: LINK_EMAIL_MESSAGE,
  invalidLink:
    'Ссылка для входа недействительна: она уже использована, устарела или скопирована не полностью. Запросите новую.',
} as const;

const tooMany = (what: 'requests' | 'uses', msBeforeReset: number): TooManyRequestsError => {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeReset / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const text =
    what === 'requests' ? 'Слишком много запросов ссылки для входа' : 'Слишком много попыток входа по ссылке';
  return new TooManyRequestsError(`${text}. Попробуйте через ${minutes} мин.`, retryAfterSeconds);
};

/** How long a sign-in link works: long enough to open the mail, short for a stolen mailbox copy. */
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
const LIMIT_WINDOW_SECONDS = 60 * 60;

/** Requests for links per account and per address in an hour; failed uses of links per address in an hour. */
export interface LoginLinkLimits {
  readonly perAccount: number;
  readonly perIp: number;
}

/**
 * Sign-in by a single-use link mailed to the account's address (ADR 0053): the owner's way in
 * while someone guesses the password and the account's attempts wait their turn. The link proves
 * the mailbox, so the password throttle is not asked; a blocked account stays blocked.
 */
export class SignInLinks extends MailedLink<SignInLinkEvent> {
  private readonly limits: LoginLinkLimits;
  private readonly requestsPerIp: RateCounter;
  private readonly requestsPerAccount: RateCounter;
  private readonly failedUsesPerIp: RateCounter;

  constructor(deps: MailedLinkDeps & { counters: RateCounters; limits: LoginLinkLimits }) {
    super(deps, {
      stream: signInLinkStream,
      events: { requested: 'SignInLinkRequested', used: 'SignInLinkUsed' },
      codec: signInLinkEvents,
      ttlMs: LOGIN_LINK_TTL_MS,
      page: '/login-link',
      invalidMessage: LOGIN_LINK_MESSAGES.invalidLink,
      subject: 'Вход на площадку ВагонЗапчасть',
      letter: {
        opening: 'Чтобы войти в свою учётную запись без пароля, откройте ссылку и нажмите «Войти»:',
        closing: [
          'Ссылка действует 15 минут и только один раз. Если вы не запрашивали вход, просто проигнорируйте это письмо.',
          'Если вход по паролю был закрыт из-за множества неудачных попыток, возможно, кто-то подбирает ваш пароль: после входа смените его в разделе «Мои данные».',
        ],
      },
    });
    this.limits = deps.limits;
    const counter = (name: string, limit: number) =>
      deps.counters.counter(`rl:login-link:${name}`, { limit, windowSeconds: LIMIT_WINDOW_SECONDS });
    this.requestsPerIp = counter('request-ip', deps.limits.perIp);
    this.requestsPerAccount = counter('request-account', deps.limits.perAccount);
    this.failedUsesPerIp = counter('use-ip', deps.limits.perIp);
  }

  /** The allowances per client and per account. */
  protected async allow(normalizedEmail: string, clientKey: string): Promise<void> {
    const fromClient = await this.requestsPerIp.hit(clientKey);
    if (fromClient.count > this.limits.perIp) throw tooMany('requests', fromClient.msBeforeReset);
    // Keyed by a hash of the e-mail, like the login counters: no addresses of people in Redis.
    const forAccount = await this.requestsPerAccount.hit(accountKey(normalizedEmail));
    if (forAccount.count > this.limits.perAccount) throw tooMany('requests', forAccount.msBeforeReset);
  }

  /** Spends a link and starts a session of its user; a blocked user gets 403 once the link proved the mailbox. */
  async confirm(token: string, address: string, context: CommandContext): Promise<IssuedSession> {
    const failed = await this.failedUsesPerIp.hit(address);
    if (failed.count > this.limits.perIp) throw tooMany('uses', failed.msBeforeReset);
    const userId = await this.spend(token, context);
    await this.failedUsesPerIp.giveBack(address);
    return this.deps.identity.signInByLink(userId, address, context);
  }
}
