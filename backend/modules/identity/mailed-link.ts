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
import type { LinkCommand, LinkState } from './link-decider.ts';
import { linkTokenHash, newLinkSecret, parseLinkToken } from './link-token.ts';
import { isValidEmail, normalizeEmail } from './rules.ts';

/** Said of an address that is not one, whichever link is asked for. */
export const LINK_EMAIL_MESSAGE = 'Введите email, указанный при регистрации';

/** A request for a link, answered at once; `done` resolves when the link is written and mailed (tests wait on it). */
export interface LinkRequest {
  readonly done: Promise<void>;
}

/** One kind of mailed single-use link (a password reset, a sign-in): its stream, its rules and its letter. */
export interface MailedLinkKind<Event extends DomainEvent> {
  readonly stream: (userId: number) => string;
  readonly decider: Decider<LinkCommand, Event, LinkState>;
  readonly codec: EventCodec<Event>;
  readonly ttlMs: number;
  /** The SPA's page the link opens (`/password-recovery`, `/login-link`). */
  readonly page: string;
  readonly invalidMessage: string;
  readonly subject: string;
  /** The lines of the letter around the link. */
  readonly letter: (link: string) => readonly string[];
}

export interface MailedLinkDeps {
  readonly store: EventStore;
  readonly identity: IdentityCommands;
  readonly mailer: Mailer;
  readonly siteUrl: (requestOrigin: string) => string;
}

/** Writes and mails a link of one kind to an active account, and spends a link once (link-decider.ts). */
export class MailedLink<Event extends DomainEvent> {
  private readonly deps: MailedLinkDeps;
  private readonly kind: MailedLinkKind<Event>;

  constructor(deps: MailedLinkDeps, kind: MailedLinkKind<Event>) {
    this.deps = deps;
    this.kind = kind;
  }

  /**
   * Checks the address and lets `allow` refuse (an allowance used up), then answers at once: the
   * account is looked up and the link written and mailed after the answer, so neither the answer nor
   * its time tells whether the e-mail has an account.
   */
  async request(
    email: string,
    requestOrigin: string,
    context: CommandContext,
    allow: (normalized: string) => Promise<void>,
  ): Promise<LinkRequest> {
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) throw badRequest(LINK_EMAIL_MESSAGE, { email: LINK_EMAIL_MESSAGE });
    await allow(normalized);
    return { done: this.send(normalized, requestOrigin, context).catch(() => undefined) };
  }

  /** Mails a new link when the e-mail is an active account's; says nothing either way. */
  async send(email: string, requestOrigin: string, context: CommandContext): Promise<void> {
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
      text: this.kind.letter(link).join('\n'),
    });
  }

  /** Spends the link `token` names; the id of its user, or 400 for a link that does not work. */
  async spend(token: string, context: CommandContext): Promise<number> {
    const parsed = parseLinkToken(token);
    if (!parsed) throw badRequest(this.kind.invalidMessage, { token: this.kind.invalidMessage });
    const { userId } = parsed;
    const tokenHash = linkTokenHash(parsed.secret);
    await this.run(userId, { kind: 'use', userId, tokenHash, now: context.now.toISOString() }, context);
    return userId;
  }

  private async run(userId: number, command: LinkCommand, context: CommandContext): Promise<void> {
    const { stream, decider, codec } = this.kind;
    await handleCommand({
      store: this.deps.store,
      streamId: stream(userId),
      decider,
      codec,
      command,
      context,
    });
  }
}
