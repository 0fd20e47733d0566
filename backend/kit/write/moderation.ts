import { conflict } from './errors.ts';

/**
 * The moderation flow every moderated thing shares (products, services): a draft is submitted by
 * its owner, published or rejected by a moderator, archived by either, restored by its owner.
 */
export type ModerationStatus = 'draft' | 'submitted' | 'published' | 'rejected' | 'archived';
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
