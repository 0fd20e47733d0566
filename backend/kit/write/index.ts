export type { Decider, DomainEvent } from './decider.ts';
export { deciderOf, fold } from './decider.ts';
export { EventCodec, InvalidEventError, type EventSchemas } from './event-codec.ts';
export {
  PROVISIONAL_ID,
  decideFirst,
  handleCommand,
  handleCommandOn,
  loadAggregate,
  loadAggregateOn,
  stateOf,
  type AggregateKind,
  type CommandResult,
} from './command-handler.ts';
export {
  DomainError,
  TooManyRequestsError,
  badRequest,
  notFound,
  conflict,
  CONCURRENT_CHANGE_MESSAGE,
} from './errors.ts';
export { systemContext, toMetadata, type CommandContext, type Role } from './metadata.ts';
export { Sequences, type WriteStores } from './sequences.ts';
export { AggregateStates } from './aggregate-states.ts';
export { Reservations } from './reservations.ts';
export { Holds } from './holds.ts';
export { KeyedLock } from './keyed-lock.ts';
export { SLICE_MS, Slices } from './slices.ts';
export {
  TreeDecisions,
  TreeRules,
  touchedBy,
  treeAfter,
  treeChangeOf,
  treeDecider,
  treeDocAfter,
  type Tree,
  type TreeChange,
  type TreeCommands,
  type TreeEvents,
  type TreeMessages,
  type TreeNode,
  type TreeSectionsReorder,
} from './tree.ts';
export { slugFromName, uniqueSlug } from './slug.ts';
export {
  MODERATED_BY,
  MODERATION_STATUSES,
  ModeratedListing,
  checkModerationActor,
  moderationEvent,
  moderationStep,
  type ListingDraft,
  type ListingMessages,
  type ListingParties,
  type ModerationEvent,
  type ModerationMessages,
  type ModerationStanding,
  type ModerationStatus,
  type ModerationStep,
} from './moderation.ts';
export { decodeInput, forbiddenCharacterMessage, NOT_AN_OBJECT, type CrossFieldRules } from './input.ts';
export {
  CalendarDay,
  RequestInstant,
  isCalendarDay,
  isImpossibleDay,
  isRequestInstant,
  noSuchDay,
  told,
} from './days.ts';
export { isWholeKopecks } from './money.ts';
export { DeciderSpecification, type ExpectedRefusal } from './specification.ts';
export {
  AUDIT_ENTITY_LABELS,
  auditEntity,
  changesOf,
  describeWith,
  type AuditCatalog,
  type AuditChange,
  type AuditDescription,
  type AuditEntityType,
} from './audit.ts';
export { IdempotentCreations, IDEMPOTENCY_MESSAGES, type Creation } from './idempotency.ts';
export { followSteps, sweepSteps, type FollowUp } from './follow-up.ts';
// The marketplace's calendar (ADR 0085), for deciders that count days from the instants they are given.
export { marketplaceDayOf } from '../../../shared/calendar/index.ts';
