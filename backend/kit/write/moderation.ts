import type { DomainEvent } from './decider.ts';
import { DomainError, conflict, notFound } from './errors.ts';

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
