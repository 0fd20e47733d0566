import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import type { Mailer } from '../../../infra/mail/index.ts';
import { DomainError, badRequest, handleCommand, type CommandContext } from '../../kit/write/index.ts';
import { passwordResetEvents, passwordResetStream } from './events.ts';
import { linkDecider } from './link-decider.ts';
import { linkTokenHash, newLinkSecret, parseLinkToken } from './link-token.ts';
import { isValidEmail, normalizeEmail, passwordProblem } from './rules.ts';
import type { IdentityCommands } from './commands.ts';

export const RESET_MESSAGES = {
  sent: 'Если такой адрес зарегистрирован, мы отправили на него ссылку для смены пароля. Ссылка действует один час.',
  email: 'Введите email, указанный при регистрации',
  invalidLink:
    'Ссылка для смены пароля недействительна: она уже использована, устарела или скопирована не полностью. Запросите новую.',
  passwordsDiffer: 'Пароли не совпадают',
  tooMany: 'Слишком много запросов на смену пароля. Попробуйте позже.',
  done: 'Пароль изменён. Войдите с новым паролем.',
} as const;

/** How long a link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** A reset link is used once and only before it expires (link-decider.ts). */
const resetDecider = linkDecider(
  { requested: 'PasswordResetRequested', used: 'PasswordResetUsed' },
  RESET_MESSAGES.invalidLink,
);

/** Counts requests per key; false once the allowance is used up (given by the composition root). */
export type ResetLimiter = (key: string) => Promise<boolean>;

/** Self-service password reset (ADR 0035): a single-use link by e-mail, valid for an hour. */
export class PasswordResets {
  private readonly store: EventStore;
  private readonly identity: IdentityCommands;
  private readonly mailer: Mailer;
  private readonly siteUrl: (requestOrigin: string) => string;
  private readonly limit: ResetLimiter;

  constructor(deps: {
    store: EventStore;
    identity: IdentityCommands;
    mailer: Mailer;
    siteUrl: (requestOrigin: string) => string;
    limit: ResetLimiter;
  }) {
    this.store = deps.store;
    this.identity = deps.identity;
    this.mailer = deps.mailer;
    this.siteUrl = deps.siteUrl;
    this.limit = deps.limit;
  }

  /**
   * Checks the address and the allowance, then answers at once: the account is looked up and the
   * link written and mailed after the answer, so neither the answer nor its time tells whether the
   * e-mail has an account. `done` resolves when that work is over (tests wait on it).
   */
  async request(
    email: string,
    address: string,
    requestOrigin: string,
    context: CommandContext,
  ): Promise<{ done: Promise<void> }> {
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) throw badRequest(RESET_MESSAGES.email, { email: RESET_MESSAGES.email });
    if (!(await this.limit(`address:${address}`)) || !(await this.limit(`account:${normalized}`))) {
      throw new DomainError(429, 'too_many_requests', RESET_MESSAGES.tooMany);
    }
    return { done: this.sendLink(normalized, requestOrigin, context).catch(() => undefined) };
  }

  private async sendLink(email: string, requestOrigin: string, context: CommandContext): Promise<void> {
    const userId = await this.identity.accountByEmail(email);
    const user = userId === null ? null : await this.identity.load(userId);
    if (userId === null || !user?.exists || user.status !== 'active') return;
    const token = newLinkSecret();
    const expiresAt = new Date(context.now.getTime() + RESET_LINK_TTL_MS).toISOString();
    await handleCommand({
      store: this.store,
      streamId: passwordResetStream(userId),
      decider: resetDecider,
      codec: passwordResetEvents,
      command: { kind: 'request', userId, tokenHash: linkTokenHash(token), expiresAt },
      context,
    });
    const link = `${this.siteUrl(requestOrigin)}/password-recovery?token=${userId}.${token}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Смена пароля на площадке ВагонЗапчасть',
      text: [
        'Здравствуйте!',
        '',
        'Для вашей учётной записи запрошена смена пароля. Чтобы задать новый пароль, откройте ссылку:',
        link,
        '',
        'Ссылка действует один час и только один раз. Если вы не запрашивали смену пароля, просто проигнорируйте это письмо: пароль останется прежним.',
      ].join('\n'),
    });
  }

  /** Sets the new password through a link: used once, within the hour; every session of the user ends. */
  async confirm(
    token: string,
    password: string,
    passwordConfirm: string,
    context: CommandContext,
  ): Promise<Position | null> {
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem, { password: problem });
    if (password !== passwordConfirm)
      throw badRequest(RESET_MESSAGES.passwordsDiffer, { passwordConfirm: RESET_MESSAGES.passwordsDiffer });
    const parsed = parseLinkToken(token);
    if (!parsed) throw badRequest(RESET_MESSAGES.invalidLink, { token: RESET_MESSAGES.invalidLink });
    const { userId } = parsed;
    await handleCommand({
      store: this.store,
      streamId: passwordResetStream(userId),
      decider: resetDecider,
      codec: passwordResetEvents,
      command: {
        kind: 'use',
        userId,
        tokenHash: linkTokenHash(parsed.secret),
        now: context.now.toISOString(),
      },
      context,
    });
    return this.identity.setPassword(userId, password, context);
  }
}
