import type { Position } from '../../../infra/event-store/index.ts';
import { DomainError, badRequest, type CommandContext } from '../../kit/write/index.ts';
import { passwordResetEvents, passwordResetStream, type PasswordResetEvent } from './events.ts';
import { LINK_EMAIL_MESSAGE, MailedLink, type MailedLinkDeps } from './mailed-link.ts';
import { passwordProblem } from './rules.ts';

export const RESET_MESSAGES = {
  sent: 'Если такой адрес зарегистрирован, мы отправили на него ссылку для смены пароля. Ссылка действует один час.',
  email: LINK_EMAIL_MESSAGE,
  invalidLink:
    'Ссылка для смены пароля недействительна: она уже использована, устарела или скопирована не полностью. Запросите новую.',
  passwordsDiffer: 'Пароли не совпадают',
  tooMany: 'Слишком много запросов на смену пароля. Попробуйте позже.',
  done: 'Пароль изменён. Войдите с новым паролем.',
} as const;

/** How long a link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** Counts requests per key; false once the allowance is used up (given by the composition root). */
export type ResetLimiter = (key: string) => Promise<boolean>;

/** Self-service password reset (ADR 0035): a single-use link by e-mail, valid for an hour. */
export class PasswordResets extends MailedLink<PasswordResetEvent> {
  private readonly limit: ResetLimiter;

  constructor(deps: MailedLinkDeps & { limit: ResetLimiter }) {
    super(deps, {
      stream: passwordResetStream,
      events: { requested: 'PasswordResetRequested', used: 'PasswordResetUsed' },
      codec: passwordResetEvents,
      ttlMs: RESET_LINK_TTL_MS,
      page: '/password-recovery',
      invalidMessage: RESET_MESSAGES.invalidLink,
      subject: 'Смена пароля на площадке ВагонЗапчасть',
      letter: {
        opening:
          'Для вашей учётной записи запрошена смена пароля. Чтобы задать новый пароль, откройте ссылку:',
        closing: [
          'Ссылка действует один час и только один раз. Если вы не запрашивали смену пароля, просто проигнорируйте это письмо: пароль останется прежним.',
        ],
      },
    });
    this.limit = deps.limit;
  }

  /** The allowances per client and per account (the keys' prefixes are as stored before). */
  protected async allow(normalizedEmail: string, clientKey: string): Promise<void> {
    if (!(await this.limit(`address:${clientKey}`)) || !(await this.limit(`account:${normalizedEmail}`))) {
      throw new DomainError(429, 'too_many_requests', RESET_MESSAGES.tooMany);
    }
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
    const userId = await this.spend(token, context);
    return this.deps.identity.setPassword(userId, password, context);
  }
}
