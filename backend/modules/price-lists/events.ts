import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

/** A seller's remembered column mapping (header → field), stream `price-list-mapping-<sellerId>`. */
const schemas = {
  PriceListMappingRemembered: Schema.Struct({
    sellerId: Schema.Int.check(Schema.isGreaterThan(0)),
    columns: Schema.Record(Schema.String, Schema.String),
  }),
};

type Schemas = typeof schemas;
export type PriceListEvent = { [K in keyof Schemas]: DomainEvent<K, Schemas[K]['Type']> }[keyof Schemas];
export const priceListEvents = new EventCodec<PriceListEvent>(schemas);
export const mappingStream = (sellerId: number): string => `price-list-mapping-${sellerId}`;
