import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../src/write-kit/index.ts';

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
  PartCrossReferenceAdded: Schema.Struct({
    partId: Id,
    designation: Text,
    kind: Schema.Literals(CROSS_REFERENCE_KINDS),
    /** Where it comes from: «каталог завода», «ОСТ 32.…», a supplier's price list. */
    source: Schema.String,
  }),
  PartCrossReferenceRemoved: Schema.Struct({ partId: Id, designation: Text }),
};

type PartSchemas = typeof partSchemas;
export type PartEvent = { [K in keyof PartSchemas]: DomainEvent<K, PartSchemas[K]['Type']> }[keyof PartSchemas];
export type CrossReference = Omit<Extract<PartEvent, { type: 'PartCrossReferenceAdded' }>['data'], 'partId'>;

export const partEvents = new EventCodec<PartEvent>(partSchemas);
export const partStream = (partId: number): string => `part-${partId}`;
