import type { DomainEvent } from './decider.ts';
import { DomainError, badRequest, conflict, notFound } from './errors.ts';

const forbidden = (message: string): DomainError => new DomainError(403, 'forbidden', message);

/**
 * The moderation flow every moderated thing shares (products, services): a draft is submitted by
 * its owner, published or rejected by a moderator, archived by either, restored by its owner.
 */
export const MODERATION_STATUSES = ['draft', 'submitted', 'published', 'rejected', 'archived'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export type ModerationStep = 'submit' | 'publish' | 'reject' | 'archive' | 'restore';

/** Who takes each step: its owner, a moderator, or either of them. */
export const MODERATED_BY: Readonly<Record<ModerationStep, 'owner' | 'moderator' | 'either'>> = {
  submit: 'owner',
  publish: 'moderator',
  reject: 'moderator',
  archive: 'either',
  restore: 'owner',
};

/** The refusals of the flow, in the moderated thing's own words. */
export interface ModerationMessages {
  readonly alreadyPublished: string;
  readonly archived: string;
  readonly notSubmitted: string;
  readonly notArchived: string;
}

/**
 * Whether a step is to be recorded from `status`: false when it is already where the step leads
 * (a repeat changes nothing), a 409 with the thing's own words when the step does not apply.
 */
export function moderationStep(
  step: ModerationStep,
  status: ModerationStatus,
  messages: ModerationMessages,
): boolean {
  switch (step) {
    case 'submit':
      if (status === 'submitted') return false;
      if (status === 'published') throw conflict(messages.alreadyPublished);
      if (status === 'archived') throw conflict(messages.archived);
      return true;
    case 'publish':
      if (status === 'published') return false;
      if (status !== 'submitted') throw conflict(messages.notSubmitted);
      return true;
    case 'reject':
      if (status !== 'submitted') throw conflict(messages.notSubmitted);
      return true;
    case 'archive':
      return status !== 'archived';
    case 'restore':
      if (status !== 'archived') throw conflict(messages.notArchived);
      return true;
  }
}

/** How the actor stands to one moderated thing, as the thing's own rules see it. */
export interface ModerationStanding {
  /** The thing exists and the actor may see it (otherwise 404, which tells nothing more). */
  readonly visible: boolean;
  readonly owner: boolean;
  readonly moderator: boolean;
}

/** Whether the actor may take a step that is `by` its owner, a moderator or either: 404 or 403 otherwise. */
export function checkModerationActor(
  by: 'owner' | 'moderator' | 'either',
  standing: ModerationStanding,
  messages: { readonly notFound: string; readonly notOwner: string; readonly moderatorOnly: string },
): void {
  if (!standing.visible) throw notFound(messages.notFound);
  if (by === 'owner' && !standing.owner) throw forbidden(messages.notOwner);
  if (by === 'moderator' && !standing.moderator) throw forbidden(messages.moderatorOnly);
  if (by === 'either' && !standing.owner && !standing.moderator) throw forbidden(messages.notOwner);
}

/** The event a moderation step records: `<Thing>Submitted`, `<Thing>Rejected` with its reason, and so on. */
export type ModerationEvent<Thing extends string, Key extends string> =
  | DomainEvent<
      `${Thing}${'Submitted' | 'Published' | 'Archived' | 'Restored'}`,
      { readonly [K in Key]: number }
    >
  | DomainEvent<`${Thing}Rejected`, { readonly [K in Key]: number } & { readonly reason: string }>;

const STEP_EVENTS = {
  submit: 'Submitted',
  publish: 'Published',
  reject: 'Rejected',
  archive: 'Archived',
  restore: 'Restored',
} as const satisfies Record<ModerationStep, string>;

/** The event of a moderation step on the thing `key` = `id` (`productId`, `serviceId`). */
export function moderationEvent<Thing extends string, Key extends string>(
  thing: Thing,
  key: Key,
  id: number,
  command:
    | { readonly kind: Exclude<ModerationStep, 'reject'> }
    | { readonly kind: 'reject'; readonly reason: string },
): ModerationEvent<Thing, Key> {
  const ids = { [key]: id } as { readonly [K in Key]: number };
  if (command.kind === 'reject')
    return { type: `${thing}Rejected`, data: { ...ids, reason: command.reason } };
  return { type: `${thing}${STEP_EVENTS[command.kind]}`, data: ids };
}

/** A new listing or its owner's edit: the details, and whether their category exists (the command service reads it). */
export interface ListingDraft<D, A> {
  readonly details: D;
  readonly actor: A;
  readonly categoryKnown: boolean;
}

/** How one kind of listing (a product, a service) sees the people who act on it. */
export interface ListingParties<S, A> {
  /** The listing exists and the actor may see it. */
  readonly visible: (state: S, actor: A) => boolean;
  readonly owns: (state: S, actor: A) => boolean;
  readonly moderates: (actor: A) => boolean;
  /** The actor may put up listings of this kind. */
  readonly lists: (actor: A) => boolean;
}

/** The refusals of a listing, in its own words. */
export interface ListingMessages extends ModerationMessages {
  readonly notFound: string;
  readonly notOwner: string;
  readonly moderatorOnly: string;
  /** A new listing under a number already taken. */
  readonly taken: string;
  readonly supplierOnly: string;
  readonly categoryNotFound: string;
}

/**
 * What a seller's listing (a product, a service) decides alike: who may create it, edit it and
 * take each moderation step, and that it is filed under a category that exists.
 */
export class ModeratedListing<S extends { readonly exists: boolean; readonly status: ModerationStatus }, A> {
  private readonly parties: ListingParties<S, A>;
  private readonly messages: ListingMessages;

  constructor(parties: ListingParties<S, A>, messages: ListingMessages) {
    this.parties = parties;
    this.messages = messages;
  }

  /** Whether the actor may take a step that is `by` its owner, a moderator or either: 404 or 403 otherwise. */
  checkActor(by: 'owner' | 'moderator' | 'either', state: S, actor: A): void {
    const { visible, owns, moderates } = this.parties;
    const standing = {
      visible: visible(state, actor),
      owner: owns(state, actor),
      moderator: moderates(actor),
    };
    checkModerationActor(by, standing, this.messages);
  }

  checkCategory(known: boolean): void {
    const { categoryNotFound } = this.messages;
    if (!known) throw badRequest(categoryNotFound, { categoryId: categoryNotFound });
  }

  /**
   * A new listing's event data (`ids`, its author as `supplierId`, its details): its number free,
   * its author one who lists, its category known.
   */
  created<I extends object, D extends object>(
    state: S,
    ids: I,
    draft: ListingDraft<D, A & { readonly userId: number | null }>,
  ): I & { supplierId: number } & D {
    const { actor } = draft;
    if (state.exists) throw conflict(this.messages.taken);
    if (!this.parties.lists(actor) || actor.userId === null) throw forbidden(this.messages.supplierOnly);
    this.checkCategory(draft.categoryKnown);
    return { ...ids, supplierId: actor.userId, ...draft.details };
  }

  /** The `…Created` event of a new listing (see `created`): `thing` names the event, `key` the draft's id. */
  creation<Thing extends string, Key extends string, D extends object>(
    thing: Thing,
    key: Key,
    state: S,
    draft: ListingDraft<D, A & { readonly userId: number | null }> & { readonly [K in Key]: number },
  ): { type: `${Thing}Created`; data: { readonly [K in Key]: number } & { supplierId: number } & D } {
    const id: number = draft[key];
    const ids = { [key]: id } as { readonly [K in Key]: number };
    return { type: `${thing}Created`, data: this.created(state, ids, draft) };
  }

  /** An edit by the owner of a listing that is not archived, filed under a known category. */
  checkEdit(state: S, draft: ListingDraft<unknown, A>): void {
    this.checkActor('owner', state, draft.actor);
    if (state.status === 'archived') throw conflict(this.messages.archived);
    this.checkCategory(draft.categoryKnown);
  }

  /**
   * The event a moderation step records on a listing (none for a repeat): the actor and the status
   * are checked first (404, 403 or 409), then `check` (what else the step asks of the listing).
   */
  stepped<Thing extends string, Key extends string>(
    thing: Thing,
    key: Key,
    id: number,
    state: S,
    command: (
      | { readonly kind: Exclude<ModerationStep, 'reject'> }
      | { readonly kind: 'reject'; readonly reason: string }
    ) & { readonly actor: A },
    check?: () => void,
  ): ModerationEvent<Thing, Key>[] {
    if (!this.step(command.kind, state, command.actor)) return [];
    check?.();
    return [moderationEvent(thing, key, id, command)];
  }

  /** Whether a moderation step is to be recorded (false for a repeat); 404, 403 or 409 when refused. */
  step(step: ModerationStep, state: S, actor: A): boolean {
    this.checkActor(MODERATED_BY[step], state, actor);
    return moderationStep(step, state.status, this.messages);
  }
}
