import type { EventStore } from '../../../infra/event-store/index.ts';
import type { Mailer } from '../../../infra/mail/index.ts';
import {
  badRequest,
  handleCommand,
  type CommandContext,
  type Decider,
  type DomainEvent,
  type EventCodec,
} from '../../kit/write/index.ts';
import type { IdentityCommands } from './commands.ts';
import { linkDecider, type LinkCommand, type LinkState } from './link-decider.ts';
import { linkTokenHash, newLinkSecret, parseLinkToken } from './link-token.ts';
import { isValidEmail, normalizeEmail } from './rules.ts';

/** Said of an address that is not one, whichever link is asked for. */
export const LINK_EMAIL_MESSAGE = 'Введите email, указанный при регистрации';

/** A request for a link, answered at once; `done` resolves when the link is written and mailed (tests wait on it). */
export interface LinkRequest {
  readonly done: Promise<void>;
}

/** One kind of mailed single-use link (a password reset, a sign-in): its stream, its events and its letter. */
export interface MailedLinkKind<Event extends DomainEvent> {
  readonly stream: (userId: number) => string;
  /** The types of its two events: a link requested, a link used. */
  readonly events: { readonly requested: Event['type']; readonly used: Event['type'] };
  readonly codec: EventCodec<Event>;
  readonly ttlMs: number;
  /** The SPA's page the link opens (`/password-recovery`, `/login-link`). */
  readonly page: string;
  readonly invalidMessage: string;
  readonly subject: string;
  /** The letter after the greeting: the line before the link, what it is for; the lines after it. */
  readonly letter: { readonly opening: string; readonly closing: readonly string[] };
}

export interface MailedLinkDeps {
  readonly store: EventStore;
  readonly identity: IdentityCommands;
  readonly mailer: Mailer;
  readonly siteUrl: (requestOrigin: string) => string;
}

/**
 * Writes and mails a link of one kind to an active account, and spends a link once: a link works
 * once and only before it expires (link-decider.ts). A kind says its allowances (`allow`) and what
 * a spent link does.
 */
export abstract class MailedLink<Event extends DomainEvent> {
  protected readonly deps: MailedLinkDeps;
  private readonly kind: MailedLinkKind<Event>;
  private readonly decider: Decider<LinkCommand, Event, LinkState>;

  constructor(deps: MailedLinkDeps, kind: MailedLinkKind<Event>) {
    this.deps = deps;
    this.kind = kind;
    // The kind's codec holds exactly the two events the link decider writes.
    this.decider = linkDecider(kind.events, kind.invalidMessage) as Decider<LinkCommand, Event, LinkState>;
  }

  /** Refuses a request (429) when an allowance per client (`clientKey(req)`) or per account is used up. */
  protected abstract allow(normalizedEmail: string, clientKey: string): Promise<void>;

  /**
   * Checks the e-mail and lets `allow` refuse, then answers at once: the account is looked up and
   * the link written and mailed after the answer, so neither the answer nor its time tells whether
   * the e-mail has an account.
   */
  async request(
    email: string,
    clientKey: string,
    requestOrigin: string,
    context: CommandContext,
  ): Promise<LinkRequest> {
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) throw badRequest(LINK_EMAIL_MESSAGE, { email: LINK_EMAIL_MESSAGE });
    await this.allow(normalized, clientKey);
    return { done: this.send(normalized, requestOrigin, context).catch(() => undefined) };
  }

  /** Mails a new link when the e-mail is an active account's; says nothing either way. */
  private async send(email: string, requestOrigin: string, context: CommandContext): Promise<void> {
    const userId = await this.deps.identity.accountByEmail(email);
    const user = userId === null ? null : await this.deps.identity.load(userId);
    if (userId === null || !user?.exists || user.status !== 'active') return;
    const secret = newLinkSecret();
    const expiresAt = new Date(context.now.getTime() + this.kind.ttlMs).toISOString();
    await this.run(userId, { kind: 'request', userId, tokenHash: linkTokenHash(secret), expiresAt }, context);
    const link = `${this.deps.siteUrl(requestOrigin)}${this.kind.page}?token=${userId}.${secret}`;
    await this.deps.mailer.send({
      to: user.email,
      subject: this.kind.subject,
      text: ['Здравствуйте!', '', this.kind.letter.opening, link, '', ...this.kind.letter.closing].join('\n'),
    });
  }

  /** Spends the link `token` names; the id of its user, or 400 for a link that does not work. */
  protected async spend(token: string, context: CommandContext): Promise<number> {
    const parsed = parseLinkToken(token);
    if (!parsed) throw badRequest(this.kind.invalidMessage, { token: this.kind.invalidMessage });
    const { userId } = parsed;
    const tokenHash = linkTokenHash(parsed.secret);
    await this.run(userId, { kind: 'use', userId, tokenHash, now: context.now.toISOString() }, context);
    return userId;
  }

  private async run(userId: number, command: LinkCommand, context: CommandContext): Promise<void> {
    const { stream, codec } = this.kind;
    await handleCommand({
      store: this.deps.store,
      streamId: stream(userId),
      decider: this.decider,
      codec,
      command,
      context,
    });
  }
}
