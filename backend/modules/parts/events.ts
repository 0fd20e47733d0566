import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String.check(Schema.isMinLength(1));

/**
 * How another designation relates to a part (ADR 0064): the same part under another number (the
 * maker's, an old drawing, a foreign standard), an interchangeable analogue, or its replacement.
 */
export const CROSS_REFERENCE_KINDS = ['same', 'analogue', 'replaced_by'] as const;
export type CrossReferenceKind = (typeof CROSS_REFERENCE_KINDS)[number];
export const CROSS_REFERENCE_LABELS: Record<CrossReferenceKind, string> = {
  same: 'та же деталь',
  analogue: 'аналог',
  replaced_by: 'заменена на',
};

const CrossReferenceFields = {
  designation: Text,
  kind: Schema.Literals(CROSS_REFERENCE_KINDS),
  /** Where it comes from: «каталог завода», «ОСТ 32.…», a supplier's price list. */
  source: Schema.String,
};
const CrossReferenceSchema = Schema.Struct(CrossReferenceFields);

/** Events of one part (номенклатурная позиция), stream `part-<id>`. Who acted is in the metadata. */
const partSchemas = {
  PartCreated: Schema.Struct({
    partId: Id,
    /** The canonical designation: a drawing number, a ГОСТ/ОСТ/ТУ designation or a model (СА-3). */
    designation: Text,
    name: Text,
    /** A category of the catalogue's tree, or none. */
    categoryId: Schema.NullOr(Id),
  }),
  PartCrossReferenceAdded: Schema.Struct({ partId: Id, ...CrossReferenceFields }),
  PartCrossReferenceRemoved: Schema.Struct({ partId: Id, designation: Text }),
  /**
   * A product became an offer of this part (ADR 0067): the part's own record of its offers, so a
   * merge or a split decides on the part's stream which offers it moves. The product stream's
   * `ProductPartLinked` stays what buyers see.
   */
  PartOfferAttached: Schema.Struct({ partId: Id, productId: Id }),
  /** This part is merged into `intoPartId`: its offers (`productIds`, as the part knew them) move there. */
  PartMerged: Schema.Struct({ partId: Id, intoPartId: Id, productIds: Schema.Array(Id), reason: Text }),
  /** The survivor of a merge: the merged part's designations become its cross-references. */
  PartAbsorbed: Schema.Struct({
    partId: Id,
    mergedPartId: Id,
    crossReferences: Schema.Array(CrossReferenceSchema),
    reason: Text,
  }),
  /** Chosen offers and «same part» designations leave this part for a new one. */
  PartSplit: Schema.Struct({
    partId: Id,
    newPartId: Id,
    productIds: Schema.Array(Id),
    designations: Schema.Array(Text),
    reason: Text,
  }),
  /** The new part of a split (after its `PartCreated`): what it took over and why. */
  PartSplitFrom: Schema.Struct({
    partId: Id,
    fromPartId: Id,
    crossReferences: Schema.Array(CrossReferenceSchema),
    productIds: Schema.Array(Id),
    reason: Text,
  }),
  /** A supplier proposes a cross-reference; an admin approves or rejects it. */
  PartCrossReferenceProposed: Schema.Struct({
    partId: Id,
    proposalId: Id,
    ...CrossReferenceFields,
    proposedBy: Id,
  }),
  PartCrossReferenceProposalApproved: Schema.Struct({
    partId: Id,
    proposalId: Id,
    ...CrossReferenceFields,
    reason: Schema.String,
  }),
  PartCrossReferenceProposalRejected: Schema.Struct({ partId: Id, proposalId: Id, reason: Text }),
};

type PartSchemas = typeof partSchemas;
export type PartEvent = {
  [K in keyof PartSchemas]: DomainEvent<K, PartSchemas[K]['Type']>;
}[keyof PartSchemas];
export interface CrossReference {
  readonly designation: string;
  readonly kind: CrossReferenceKind;
  readonly source: string;
}
export type PartEventOf<K extends PartEvent['type']> = Extract<PartEvent, { type: K }>;

export const partEvents = new EventCodec<PartEvent>(partSchemas);
export const partStream = (partId: number): string => `part-${partId}`;
